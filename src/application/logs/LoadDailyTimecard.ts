import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { cutDailyRows, isDailyListCut, type DailyTimecardRow } from '../../domain/logs/log';
import { LOG_MESSAGES } from '../../domain/logs/messages';
import { LogGateway } from './ports/LogGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';

export interface DailyTimecard {
  /** At most the first 100 rows (devices-access §9); the CSV keeps them all. */
  readonly rows: ReadonlyArray<DailyTimecardRow>;
  readonly cut: boolean;
}

/** The timecard tab by day: one date of a lock, cut to 100 rows. */
@injectable()
export class LoadDailyTimecard {
  constructor(@inject(LogGateway) private readonly logs: LogGateway) {}

  async execute(lockId: number, date: string): Promise<Outcome<DailyTimecard>> {
    const result = fromPortResult(await this.logs.dailyTimecard({ lockId, date }), LOG_MESSAGES.timecardLoadFailed);
    return E.map((rows: ReadonlyArray<DailyTimecardRow>) => ({ rows: cutDailyRows(rows), cut: isDailyListCut(rows) }))(
      result,
    );
  }
}
