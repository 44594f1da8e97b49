import {
  holidayNoticeOf,
  holidayOpeningsOf,
  weekHolidayLineOf,
  weekHolidaysOf,
  type HolidayOpening,
  type WeekHoliday,
} from '../../domain/calendar/groupHolidays';
import { coverageTextOf } from '../../domain/calendar/holidays';
import type { GroupConditions } from '../../domain/groups/group';
import type { HolidaysState } from './HolidaysPresenter';

// apart from the presenter: a date field reads the table, and only a key group's page the rule of its conditions

/** What a key group's page says of holidays, for the conditions being edited. */
export interface GroupHolidaysView {
  /** The holidays of the week view's 7 days, on their weekday rows. */
  readonly week: ReadonlyArray<WeekHoliday>;
  /** One line per holiday of the week: whether the doors open on it. */
  readonly weekLines: ReadonlyArray<string>;
  /** The holidays of the next 90 days on which a group meant for working days opens. */
  readonly openings: ReadonlyArray<HolidayOpening>;
  /** holidayNoticeOf: empty for a group the rule does not speak for. */
  readonly notice: ReadonlyArray<string>;
  /** '祝日は1970年から2050年までの祝日表で判定しています。' */
  readonly coverage: string;
}

/** The page's holiday words for `conditions`; null until the table is there (or when it could not be loaded). */
export const groupHolidaysIn = (state: HolidaysState, conditions: GroupConditions): GroupHolidaysView | null => {
  if (state.status !== 'ready') return null;
  const week = weekHolidaysOf(conditions, state.table, state.now);
  const check = holidayOpeningsOf(conditions, state.table, state.now);
  return {
    week,
    weekLines: week.map(weekHolidayLineOf),
    openings: check.openings,
    notice: holidayNoticeOf(check, state.table),
    coverage: coverageTextOf(state.table),
  };
};
