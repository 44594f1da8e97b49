import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { FindLocksNeedingBattery, type BatterySummary } from '../../application/locks/FindLocksNeedingBattery';
import { LoadDeviceAttention } from '../../application/attention/LoadDeviceAttention';
import { ListLocks } from '../../application/locks/ListLocks';
import { LoadLockSort } from '../../application/locks/LoadLockSort';
import { SaveLockSort } from '../../application/locks/SaveLockSort';
import type { Lock } from '../../domain/locks/lock';
import { FIRST_LOCK_QUERY, type LockQuery } from '../../domain/locks/listing';
import type { LockSortChoice } from '../../domain/locks/sort';
import type { PagedQuery } from '../shared/PagedQuery';
import { RemoteDialogPresenter } from '../remote/RemoteDialogPresenter';
import { Presenter } from '../shared/Presenter';
import { afterPaint } from '../shared/nextTask';

/** Locks per page until the first answer says otherwise (the spec gives no size: the server decides, ListLocks). */
const LOCKS_PER_PAGE = 10;

export type LockFilter = Omit<LockQuery, 'page'>;

export type BatteryState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly summary: BatterySummary }
  | { readonly status: 'failed' };

export interface LocksView {
  readonly battery: BatteryState;
}

const sameFilter = (a: LockFilter, b: LockFilter): boolean => a.lockName === b.lockName && a.sort === b.sort;

/**
 * /locks: the panels, paged, searched and sorted (the sort remembered), and the battery summary; the remote dialog is
 * a part of this screen: after its job unlocked or locked a lock, the page is read again (the panel's last event is
 * the one just made).
 */
@injectable()
export class LocksPresenter extends Presenter<LocksView> {
  /** The panels stay on screen while the next page loads, so the page does not jump. */
  readonly list: PagedQuery<LockFilter, Lock>;

  constructor(
    @inject(ListLocks) private readonly listLocks: ListLocks,
    @inject(FindLocksNeedingBattery) private readonly findBattery: FindLocksNeedingBattery,
    @inject(LoadLockSort) loadSort: LoadLockSort,
    @inject(SaveLockSort) private readonly saveSort: SaveLockSort,
    @inject(RemoteDialogPresenter) readonly remote: RemoteDialogPresenter,
    @inject(LoadDeviceAttention) private readonly deviceAttention: LoadDeviceAttention,
  ) {
    super({ battery: { status: 'loading' } });
    this.part(remote);
    this.subscribe(remote.lockChanged$, () => void this.reload());
    const sort = loadSort.execute();
    const query: LockFilter = { lockName: FIRST_LOCK_QUERY.lockName, sort };
    this.list = this.pagedQuery<LockFilter, Lock>((filter, page) => this.listLocks.execute({ ...filter, page }), {
      query,
      perPage: LOCKS_PER_PAGE,
      keepRowsWhileLoading: true,
    });
    // after ログイン the first page has usually answered (LockListHeadStart) before the screen is made: the first render
    // draws its panels, instead of the frame first and the panels one render and one frame later
    const first = listLocks.settled({ ...query, page: 1 });
    if (first !== null) {
      this.list.shown(query, first);
      this.firstShown = query;
    }
  }

  /** The query whose first page was drawn at the first render (settled), until open() has seen it. */
  private firstShown: LockFilter | null = null;

  override async open(): Promise<void> {
    // the query and page the address names (listUrl.ts), else the first page of the remembered sort; the batteries
    // of every lock (every page) once that page is painted: their requests would otherwise run before a phone's first
    // paint of the panels (the status line shows the read in progress meanwhile). A first page drawn at the first
    // render is not read again, unless the address named another list meanwhile
    const { query, page, status } = this.list.snapshot;
    const shown = this.firstShown;
    this.firstShown = null;
    const current = shown !== null && status === 'ready' && page === 1 && sameFilter(query, shown);
    if (!current) await this.list.reload();
    await afterPaint();
    await this.refreshBattery();
  }

  /** Applied on Enter: a new search starts on page 1 with the current sort. */
  search(lockName: string): Promise<void> {
    return this.list.search({ lockName });
  }

  changeSort(sort: LockSortChoice): Promise<void> {
    this.saveSort.execute(sort);
    return this.list.search({ sort });
  }

  goToPage(page: number): Promise<void> {
    return this.list.goToPage(page);
  }

  reload(): Promise<void> {
    return this.list.reload();
  }

  /** The batteries of every lock: the summary, and 要対応's count from them (the menu's and the line's, no call). */
  async refreshBattery(): Promise<void> {
    const result = await this.findBattery.execute();
    if (E.isRight(result)) this.deviceAttention.execute(result.right.scanned);
    this.store.set({ battery: E.isRight(result) ? { status: 'ready', summary: result.right } : { status: 'failed' } });
  }
}
