import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { FindLocksNeedingBattery, type BatterySummary } from '../../application/locks/FindLocksNeedingBattery';
import { ListLocks } from '../../application/locks/ListLocks';
import { PreferenceStore } from '../../application/ports/PreferenceStore';
import { messageOf } from '../../application/shared/messageOf';
import type { Lock } from '../../domain/locks/lock';
import { FIRST_LOCK_QUERY, type LockQuery } from '../../domain/locks/listing';
import { parseLockSortChoice, type LockSortChoice } from '../../domain/locks/sort';

export const LOCK_SORT_PREFERENCE = 'lock-sort';
/** translation: the list's load failure (the spec names no text). */
export const LOCKS_LOAD_FAILED = 'ロック情報を取得できませんでした。';

export type LocksState =
  | { readonly status: 'loading'; readonly query: LockQuery }
  | { readonly status: 'ready'; readonly query: LockQuery; readonly locks: ReadonlyArray<Lock>; readonly total: number; readonly perPage: number }
  | { readonly status: 'failed'; readonly query: LockQuery; readonly message: string };

export type BatteryState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly summary: BatterySummary } | { readonly status: 'failed' };

export interface LocksView {
  readonly list: LocksState;
  readonly battery: BatteryState;
}

@injectable()
export class LocksPresenter {
  private readonly state: BehaviorSubject<LocksView>;
  readonly state$;
  /** Answers to older requests are dropped: the last thing the manager asked for wins. */
  private request = 0;

  get snapshot(): LocksView {
    return this.state.value;
  }

  constructor(
    @inject(ListLocks) private readonly listLocks: ListLocks,
    @inject(FindLocksNeedingBattery) private readonly findBattery: FindLocksNeedingBattery,
    @inject(PreferenceStore) private readonly preferences: PreferenceStore,
  ) {
    const query = { ...FIRST_LOCK_QUERY, sort: parseLockSortChoice(this.preferences.get(LOCK_SORT_PREFERENCE)) };
    this.state = new BehaviorSubject<LocksView>({ list: { status: 'loading', query }, battery: { status: 'loading' } });
    this.state$ = this.state.asObservable();
  }

  async start(): Promise<void> {
    await Promise.all([this.load(this.snapshot.list.query), this.refreshBattery()]);
  }

  /** Applied on Enter: a new search starts on page 1 with the current sort. */
  search(lockName: string): Promise<void> {
    return this.load({ ...this.snapshot.list.query, lockName, page: 1 });
  }

  changeSort(sort: LockSortChoice): Promise<void> {
    this.preferences.set(LOCK_SORT_PREFERENCE, sort);
    return this.load({ ...this.snapshot.list.query, sort, page: 1 });
  }

  goToPage(page: number): Promise<void> {
    return this.load({ ...this.snapshot.list.query, page });
  }

  reload(): Promise<void> {
    return this.load(this.snapshot.list.query);
  }

  async refreshBattery(): Promise<void> {
    const result = await this.findBattery.execute();
    this.state.next({ ...this.state.value, battery: E.isRight(result) ? { status: 'ready', summary: result.right } : { status: 'failed' } });
  }

  private async load(query: LockQuery): Promise<void> {
    const request = ++this.request;
    const previous = this.state.value.list;
    // the panels stay on screen while the next page loads, so the page does not jump
    if (previous.status !== 'ready') this.state.next({ ...this.state.value, list: { status: 'loading', query } });
    const result = await this.listLocks.execute(query);
    if (request !== this.request) return;
    this.state.next({
      ...this.state.value,
      list: E.isRight(result)
        ? { status: 'ready', query, locks: result.right.items, total: result.right.total, perPage: result.right.perPage }
        : { status: 'failed', query, message: messageOf(result.left, LOCKS_LOAD_FAILED) },
    });
  }
}
