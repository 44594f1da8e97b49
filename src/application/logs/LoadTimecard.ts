import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { YearMonth } from '../../domain/logs/dateBounds';
import { validateTimecardUser } from '../../domain/logs/gates';
import { cutDailyRows, isDailyListCut, type DailyTimecardRow, type GuestTimecardRow } from '../../domain/logs/log';
import { LOG_MESSAGES } from '../../domain/logs/messages';
import type { Guest } from '../../domain/guests/guest';
import { GuestsGateway } from '../ports/GuestsGateway';
import { LogGateway } from '../ports/LogGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';

export interface DailyTimecard {
  /** At most the first 100 rows (devices-access §9); the CSV keeps them all. */
  readonly rows: ReadonlyArray<DailyTimecardRow>;
  readonly cut: boolean;
}

/** A guest as the user picker shows it. */
export interface GuestName {
  readonly id: number;
  readonly name: string;
}

/** The timecard tab: by day (one date, cut to 100 rows) and by user (a user must be chosen). */
@injectable()
export class LoadTimecard {
  constructor(
    @inject(LogGateway) private readonly logs: LogGateway,
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async byDay(lockId: number, date: string): Promise<Outcome<DailyTimecard>> {
    const result = fromPortResult(await this.logs.dailyTimecard({ lockId, date }), LOG_MESSAGES.timecardLoadFailed);
    return E.map((rows: ReadonlyArray<DailyTimecardRow>) => ({ rows: cutDailyRows(rows), cut: isDailyListCut(rows) }))(
      result,
    );
  }

  async byUser(
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

  /** The users to choose from, by name (GET /guests/all, the one port of that call). */
  async users(): Promise<Outcome<ReadonlyArray<GuestName>>> {
    const all = await this.organization.call(LOG_MESSAGES.timecardLoadFailed, (id) => this.guests.all(id));
    return E.map((guests: ReadonlyArray<Guest>) =>
      guests.map((g) => ({ id: g.id, name: g.name })).sort((a, b) => a.name.localeCompare(b.name, 'ja')),
    )(all);
  }
}
