import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { YearMonth } from '../../domain/logs/dateBounds';
import { validateTimecardUser } from '../../domain/logs/gates';
import { cutDailyRows, isDailyListCut, type DailyTimecardRow, type GuestTimecardRow } from '../../domain/logs/log';
import { LOG_MESSAGES } from '../../domain/logs/messages';
import { GuestDirectory, type GuestName } from '../ports/GuestDirectory';
import { LogGateway } from '../ports/LogGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { messageOf } from '../shared/messageOf';

export interface DailyTimecard {
  /** At most the first 100 rows (spec section 9); the CSV keeps them all. */
  readonly rows: ReadonlyArray<DailyTimecardRow>;
  readonly cut: boolean;
}

/** The timecard tab: by day (one date, cut to 100 rows) and by user (a user must be chosen). */
@injectable()
export class LoadTimecard {
  constructor(
    @inject(LogGateway) private readonly logs: LogGateway,
    @inject(GuestDirectory) private readonly guests: GuestDirectory,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async byDay(lockId: number, date: string): Promise<E.Either<string, DailyTimecard>> {
    const result = await this.logs.dailyTimecard({ lockId, date });
    if (E.isLeft(result)) return E.left(messageOf(result.left, LOG_MESSAGES.timecardLoadFailed));
    return E.right({ rows: cutDailyRows(result.right), cut: isDailyListCut(result.right) });
  }

  async byUser(lockId: number, guestId: number | null, month: YearMonth): Promise<E.Either<string, ReadonlyArray<GuestTimecardRow>>> {
    const missing = validateTimecardUser(guestId);
    if (missing !== undefined || guestId === null) return E.left(missing ?? LOG_MESSAGES.timecardUserRequired);
    const result = await this.logs.guestTimecard({ lockId, guestId, ...month });
    return E.isLeft(result) ? E.left(messageOf(result.left, LOG_MESSAGES.timecardLoadFailed)) : result;
  }

  /** The users to choose from, by name. */
  async users(): Promise<E.Either<string, ReadonlyArray<GuestName>>> {
    const organizationId = this.organization.id();
    if (E.isLeft(organizationId)) return E.left(messageOf(organizationId.left, LOG_MESSAGES.timecardLoadFailed));
    const result = await this.guests.all(organizationId.right);
    if (E.isLeft(result)) return E.left(messageOf(result.left, LOG_MESSAGES.timecardLoadFailed));
    return E.right([...result.right].sort((a, b) => a.name.localeCompare(b.name, 'ja')));
  }
}
