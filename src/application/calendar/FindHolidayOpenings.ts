import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  holidayNoticeOf,
  holidayOpeningsOf,
  HOLIDAY_LOOKAHEAD_DAYS,
  type HolidayCheck,
} from '../../domain/calendar/groupHolidays';
import { coverageTextOf } from '../../domain/calendar/holidays';
import type { Group, GroupId } from '../../domain/groups/group';
import { Clock } from '../ports/Clock';
import type { Outcome } from '../shared/AppError';
import { LoadHolidays } from './LoadHolidays';

export interface GroupHolidays {
  readonly groupId: GroupId;
  readonly check: HolidayCheck;
  /** What the group's page says (holidayNoticeOf): nothing for a group the rule does not speak for. */
  readonly notice: ReadonlyArray<string>;
}

export interface HolidayOpenings {
  readonly groups: ReadonlyArray<GroupHolidays>;
  /** '祝日は1970年から2050年までの祝日表で判定しています。' */
  readonly coverage: string;
}

/**
 * On which holidays of the next 90 days (from the console's clock) each group still opens doors: for the group's
 * page and the access views, from the groups they already read (no call of the spec; the holiday table once).
 */
@injectable()
export class FindHolidayOpenings {
  constructor(
    @inject(LoadHolidays) private readonly holidays: LoadHolidays,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(groups: ReadonlyArray<Pick<Group, 'id' | 'conditions'>>): Promise<Outcome<HolidayOpenings>> {
    const table = await this.holidays.execute();
    if (E.isLeft(table)) return table;
    const now = this.clock.now();
    return E.right({
      coverage: coverageTextOf(table.right),
      groups: groups.map((group) => {
        const check = holidayOpeningsOf(group.conditions, table.right, now, HOLIDAY_LOOKAHEAD_DAYS);
        return { groupId: group.id, check, notice: holidayNoticeOf(check, table.right) };
      }),
    });
  }
}
