import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { ExportLogCsv, type CsvExport, type CsvFile } from '../../application/logs/ExportLogCsv';
import { LoadLogPage } from '../../application/logs/LoadLogPage';
import { LockGateway } from '../../application/ports/LockGateway';
import { Clock } from '../../application/ports/Clock';
import { messageOf } from '../../application/shared/messageOf';
import { currentYearMonth, type YearMonth } from '../../domain/logs/dateBounds';
import type { EntryExitLog, LockLog } from '../../domain/logs/log';
import type { Lock } from '../../domain/locks/lock';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import type { PlanFunctions } from '../../domain/shared/plan';

/** translation: the log screen's lock load failure. */
export const LOG_LOCK_LOAD_FAILED = 'ロック情報を取得できませんでした。';

export type LockHeaderState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly lock: Lock } | { readonly status: 'gone'; readonly message: string };

/** The lock the history belongs to: its name for the heading, its creation date for the pickers. */
@injectable()
export class LockLogsPresenter {
  private readonly state = new BehaviorSubject<LockHeaderState>({ status: 'loading' });
  readonly state$ = this.state.asObservable();
  get snapshot(): LockHeaderState {
    return this.state.value;
  }
  constructor(@inject(LockGateway) private readonly locks: LockGateway) {}

  async load(lockId: number): Promise<void> {
    const result = Number.isInteger(lockId) && lockId > 0 ? await this.locks.get(lockId) : E.left({ _tag: 'NotFound' } as const);
    this.state.next(
      E.isRight(result)
        ? { status: 'ready', lock: result.right }
        : { status: 'gone', message: result.left._tag === 'NotFound' ? LOCK_MESSAGES.lockNotFound : messageOf(result.left, LOG_LOCK_LOAD_FAILED) },
    );
  }
}

export type HistoryState<Row> = {
  readonly month: YearMonth;
  readonly page: number;
} & ({ readonly status: 'loading' } | { readonly status: 'ready'; readonly rows: ReadonlyArray<Row>; readonly total: number } | { readonly status: 'failed'; readonly message: string });

/** One history tab (lock/unlock or entry/exit): a month, paged by 30. */
abstract class HistoryPresenter<Row> {
  protected readonly state: BehaviorSubject<HistoryState<Row>>;
  readonly state$;
  private lockId = 0;
  private request = 0;
  get snapshot(): HistoryState<Row> {
    return this.state.value;
  }

  constructor(clock: Clock) {
    this.state = new BehaviorSubject<HistoryState<Row>>({ status: 'loading', month: currentYearMonth(clock.now()), page: 1 });
    this.state$ = this.state.asObservable();
  }

  start(lockId: number): Promise<void> {
    this.lockId = lockId;
    return this.load(this.snapshot.month, 1);
  }
  changeMonth(month: YearMonth): Promise<void> {
    return this.load(month, 1);
  }
  goToPage(page: number): Promise<void> {
    return this.load(this.snapshot.month, page);
  }

  protected abstract fetch(lockId: number, month: YearMonth, page: number): Promise<E.Either<string, { items: ReadonlyArray<Row>; total: number }>>;

  private async load(month: YearMonth, page: number): Promise<void> {
    const request = ++this.request;
    this.state.next({ status: 'loading', month, page });
    const result = await this.fetch(this.lockId, month, page);
    if (request !== this.request) return;
    this.state.next(E.isRight(result) ? { status: 'ready', month, page, rows: result.right.items, total: result.right.total } : { status: 'failed', month, page, message: result.left });
  }
}

@injectable()
export class LockLogPresenter extends HistoryPresenter<LockLog> {
  constructor(@inject(LoadLogPage) private readonly loadPage: LoadLogPage, @inject(Clock) clock: Clock) {
    super(clock);
  }
  protected fetch(lockId: number, month: YearMonth, page: number) {
    return this.loadPage.execute('lockLog', lockId, month, page);
  }
}

@injectable()
export class EntryExitLogPresenter extends HistoryPresenter<EntryExitLog> {
  constructor(@inject(LoadLogPage) private readonly loadPage: LoadLogPage, @inject(Clock) clock: Clock) {
    super(clock);
  }
  protected fetch(lockId: number, month: YearMonth, page: number) {
    return this.loadPage.execute('entryExitLog', lockId, month, page);
  }
}

/** A CSV download: one at a time per button, so a double click makes one file. */
@injectable()
export class CsvDownloadPresenter {
  private readonly state = new BehaviorSubject<{ readonly busy: boolean }>({ busy: false });
  readonly state$ = this.state.asObservable();
  get snapshot() {
    return this.state.value;
  }
  constructor(@inject(ExportLogCsv) private readonly exportCsv: ExportLogCsv) {}

  async download(plan: PlanFunctions, request: CsvExport): Promise<E.Either<string, CsvFile> | null> {
    if (this.snapshot.busy) return null;
    this.state.next({ busy: true });
    try {
      return await this.exportCsv.execute(plan, request);
    } finally {
      this.state.next({ busy: false });
    }
  }
}
