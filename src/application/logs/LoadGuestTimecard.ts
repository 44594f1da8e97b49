import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { YearMonth } from '../../domain/logs/dateBounds';
import { validateTimecardUser } from '../../domain/logs/gates';
import type { GuestTimecardRow } from '../../domain/logs/log';
import { LOG_MESSAGES } from '../../domain/logs/messages';
import { LogGateway } from './ports/LogGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';

/** The timecard tab by user: a month of one guest's days at a lock; a user must be chosen. */
@injectable()
export class LoadGuestTimecard {
  constructor(@inject(LogGateway) private readonly logs: LogGateway) {}

  async execute(
    lockId: number,
    guestId: number | null,
    month: YearMonth,
  ): Promise<Outcome<ReadonlyArray<GuestTimecardRow>>> {
    const missing = validateTimecardUser(guestId);
    if (missing !== undefined || guestId === null)
      return E.left(AppErrors.invalidFields({ guestId: missing ?? LOG_MESSAGES.timecardUserRequired }));
    return fromPortResult(
      await this.logs.guestTimecard({ lockId, guestId, ...month }),
      LOG_MESSAGES.timecardLoadFailed,
    );
  }
}
