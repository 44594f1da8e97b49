import { inject, injectable } from 'inversify';
import type { YearMonth } from '../../domain/logs/dateBounds';
import { LOG_PAGE_SIZE, type EntryExitLog, type LockLog } from '../../domain/logs/log';
import { LOG_MESSAGES } from '../../domain/logs/messages';
import type { Page } from '../../domain/shared/paging';
import { LogGateway } from './ports/LogGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';

export type HistoryKind = 'lockLog' | 'entryExitLog';

/** One page (30 rows, devices-access §9) of a month of a history tab; failures in Japanese. */
@injectable()
export class LoadLogPage {
  constructor(@inject(LogGateway) private readonly logs: LogGateway) {}

  execute(kind: 'lockLog', lockId: number, month: YearMonth, page: number): Promise<Outcome<Page<LockLog>>>;
  execute(kind: 'entryExitLog', lockId: number, month: YearMonth, page: number): Promise<Outcome<Page<EntryExitLog>>>;
  async execute(
    kind: HistoryKind,
    lockId: number,
    month: YearMonth,
    page: number,
  ): Promise<Outcome<Page<LockLog> | Page<EntryExitLog>>> {
    const filter = { lockId, year: month.year, month: month.month, page: Math.max(1, page), perPage: LOG_PAGE_SIZE };
    if (kind === 'lockLog') {
      return fromPortResult(await this.logs.lockLogs(filter), LOG_MESSAGES.lockLogLoadFailed);
    }
    return fromPortResult(await this.logs.entryExitLogs(filter), LOG_MESSAGES.entryExitLogLoadFailed);
  }
}
