import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadLock } from '../../application/locks/LoadLock';
import { ExportLogCsv, type CsvExport, type CsvFile } from '../../application/logs/ExportLogCsv';
import { LoadLogPage } from '../../application/logs/LoadLogPage';
import { ReadClock } from '../../application/shared/ReadClock';
import { currentYearMonth, type YearMonth } from '../../domain/logs/dateBounds';
import { LOG_PAGE_SIZE, type EntryExitLog, type LockLog } from '../../domain/logs/log';
import type { Lock } from '../../domain/locks/lock';
import { LOG_MESSAGES } from '../../domain/logs/messages';
import type { PlanFunctions } from '../../domain/shared/plan';
import type { PagedQuery, PageFetch } from '../shared/PagedQuery';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';
import { pathOf } from '../shell/routeTable';

export type LockHeaderState =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly lock: Lock } | { readonly status: 'gone' };

/** The lock the history belongs to: its name for the heading, its creation date for the pickers. */
@injectable()
export class LockLogsPresenter extends Presenter<LockHeaderState, { readonly lockId: number }> {
  private readonly latest = this.latestRequest();

  constructor(
    @inject(LoadLock) private readonly loadLock: LoadLock,
    @inject(ReadClock) private readonly clock: ReadClock,
  ) {
    super({ status: 'loading' });
  }

  /** The moment the history opened: the pickers' and plan rules' today. */
  now(): Date {
    return this.clock.execute();
  }

  /** A lock that cannot be read sends the manager back to the list with the reason. */
  override async open({ lockId }: { readonly lockId: number }): Promise<void> {
    const answer = await this.latest.run(() => this.loadLock.execute(lockId));
    if (!answer.current) return;
    const result = answer.value;
    if (E.isRight(result)) {
      this.store.set({ status: 'ready', lock: result.right });
      return;
    }
    this.store.set({ status: 'gone' });
    this.effects.failure(result.left);
    this.effects.navigate(pathOf('locks'), { replace: true });
  }
}

export interface HistoryFilter {
  readonly month: YearMonth;
}

/** One history tab (lock/unlock or entry/exit): a month, paged by 30. */
abstract class HistoryPresenter<Row> extends Presenter<Record<string, never>, { readonly lockId: number }> {
  private lockId = 0;
  readonly list: PagedQuery<HistoryFilter, Row>;

  constructor(clock: ReadClock) {
    super({});
    this.list = this.pagedQuery<HistoryFilter, Row>((filter, page) => this.fetch(this.lockId, filter.month, page), {
      query: { month: currentYearMonth(clock.execute()) },
      perPage: LOG_PAGE_SIZE,
    });
  }

  override open({ lockId }: { readonly lockId: number }): Promise<void> {
    this.lockId = lockId;
    // the month and page the address names (listUrl.ts)
    return this.list.reload();
  }

  changeMonth(month: YearMonth): Promise<void> {
    return this.list.search({ month });
  }

  goToPage(page: number): Promise<void> {
    return this.list.goToPage(page);
  }

  protected abstract fetch(lockId: number, month: YearMonth, page: number): ReturnType<PageFetch<HistoryFilter, Row>>;
}

@injectable()
export class LockLogPresenter extends HistoryPresenter<LockLog> {
  constructor(
    @inject(LoadLogPage) private readonly loadPage: LoadLogPage,
    @inject(ReadClock) clock: ReadClock,
  ) {
    super(clock);
  }
  protected fetch(lockId: number, month: YearMonth, page: number) {
    return this.loadPage.execute('lockLog', lockId, month, page);
  }
}

@injectable()
export class EntryExitLogPresenter extends HistoryPresenter<EntryExitLog> {
  constructor(
    @inject(LoadLogPage) private readonly loadPage: LoadLogPage,
    @inject(ReadClock) clock: ReadClock,
  ) {
    super(clock);
  }
  protected fetch(lockId: number, month: YearMonth, page: number) {
    return this.loadPage.execute('entryExitLog', lockId, month, page);
  }
}

/** A CSV download: one at a time per button, so a double click makes one file. */
@injectable()
export class CsvDownloadPresenter extends Presenter<Record<string, never>> {
  readonly submission = new Submission<CsvFile>();

  constructor(@inject(ExportLogCsv) private readonly exportCsv: ExportLogCsv) {
    super({});
  }

  async download(plan: PlanFunctions, request: CsvExport): Promise<void> {
    await this.submission.submit(() => this.exportCsv.execute(plan, request), {
      done: (file) => {
        this.effects.download(file.blob, file.fileName);
        this.effects.success(LOG_MESSAGES.csvDownloaded);
      },
      // the failure says what failed (making the data) and, when different, why
      failed: (error) =>
        this.effects.error(
          error.message === LOG_MESSAGES.csvFailed
            ? LOG_MESSAGES.csvFailed
            : `${LOG_MESSAGES.csvFailed} ${error.message}`,
        ),
    });
  }
}
