import { WEEKDAYS, type GroupConditions, type Weekday } from '../groups/group';
import { MINUTES_PER_DAY } from '../groups/groupForm';
import { hourMinuteOf, japanTimeOf } from '../shared/dates';
import { DAY_MS, dayFieldsOf, dayStartOf, japanDayOf, plusDays } from './days';
import { holidayLabelOf, holidaysBetween, tableCovers, type HolidayTable } from './holidays';
import { CALENDAR_MESSAGES } from './messages';

/**
 * On which public holidays a key group still opens doors. The spec's conditions (devices-access §3: a period, weekday
 * switches, a daily window) cannot leave holidays out, so a group meant for working days opens on a holiday that
 * falls on one of its weekdays; the group's page and the access views say on which.
 */

/** 'The next 90 days' (the words): today and the 89 days after it. */
export const HOLIDAY_LOOKAHEAD_DAYS = 90;

/** A stretch of time a group opens, [from, to) in epoch milliseconds. */
export interface OpenStretch {
  readonly from: number;
  readonly to: number;
}

const MINUTE_MS = 60_000;
const WEEKEND: ReadonlyArray<Weekday> = ['saturday', 'sunday'];
const WORKDAYS: ReadonlyArray<Weekday> = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** japanTimeOf's ISO weekday (1 Monday … 7 Sunday) as the weekly condition's key. */
const weekdayKeyOf = (isoWeekday: number): Weekday => WEEKDAYS[(((isoWeekday - 1) % 7) + 7) % 7] ?? 'monday';

const merged = (stretches: ReadonlyArray<OpenStretch>): ReadonlyArray<OpenStretch> => {
  const out: OpenStretch[] = [];
  for (const s of [...stretches].sort((a, b) => a.from - b.from)) {
    const last = out[out.length - 1];
    if (last !== undefined && s.from <= last.to) out[out.length - 1] = { from: last.from, to: Math.max(last.to, s.to) };
    else out.push(s);
  }
  return out;
};

/**
 * The stretches of one Japan day (YYYY-MM-DD) in which the group opens, read as groupVerdictAt reads a moment
 * (domain/access/moment.ts): a daily window belongs to the day it starts on, so a window of the evening before that
 * runs past midnight opens the morning of this day when the evening's weekday is allowed; the period's last second
 * is inside it. Empty for a day that is not real.
 */
export const openStretchesOn = (conditions: GroupConditions, date: string): ReadonlyArray<OpenStretch> => {
  const dayStart = dayStartOf(date);
  if (dayStart === undefined) return [];
  const dayEnd = dayStart + DAY_MS;
  const { duration, daily, weekly } = conditions;
  const allowed = (start: number): boolean => weekly === null || weekly[weekdayKeyOf(japanTimeOf(start).weekday)];
  let stretches: OpenStretch[] = [];
  if (daily === null) {
    if (allowed(dayStart)) stretches.push({ from: dayStart, to: dayEnd });
  } else {
    const start = ((daily.fromMinute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
    const length = Math.min(daily.expiresInMinutes, 7 * MINUTES_PER_DAY);
    for (let daysBack = 0; daysBack * MINUTES_PER_DAY <= start + length; daysBack += 1) {
      const windowDay = dayStart - daysBack * DAY_MS;
      if (!allowed(windowDay)) continue;
      const from = Math.max(dayStart, windowDay + start * MINUTE_MS);
      const to = Math.min(dayEnd, windowDay + (start + length) * MINUTE_MS);
      if (from < to) stretches.push({ from, to });
    }
  }
  if (duration !== null) {
    const periodFrom = duration.from * 1000;
    // the period's end second is inside it: it opens until that second has passed
    const periodTo = (duration.from + duration.expiresIn + 1) * 1000;
    stretches = stretches
      .map((s) => ({ from: Math.max(s.from, periodFrom), to: Math.min(s.to, periodTo) }))
      .filter((s) => s.from < s.to);
  }
  return merged(stretches);
};

/**
 * Whether the holiday rule speaks for a group: its weekday condition allows some working day (月〜金) and keeps at
 * least one weekend day closed, so it reads as meant for working days. A group with no weekday condition (or all
 * seven days on) opens every day on purpose, and a weekends-only group has no working day to carry a holiday: for
 * them a holiday is no surprise, and the rule says nothing.
 */
export const isWorkdayGroup = (conditions: GroupConditions): boolean => {
  const { weekly } = conditions;
  return weekly !== null && WORKDAYS.some((d) => weekly[d]) && WEEKEND.some((d) => !weekly[d]);
};

/** One holiday on which the group opens, and when. */
export interface HolidayOpening {
  /** YYYY-MM-DD */
  readonly date: string;
  /** '11月3日（月・祝）文化の日' */
  readonly label: string;
  readonly stretches: ReadonlyArray<OpenStretch>;
  /** '09:00〜18:00', '00:00〜06:00・22:00〜24:00' or 終日. */
  readonly hours: string;
}

export interface HolidayCheck {
  /** False for a group the rule does not speak for (isWorkdayGroup): nothing to say on its page. */
  readonly applies: boolean;
  /** The days looked at, both included (YYYY-MM-DD). */
  readonly from: string;
  readonly to: string;
  /** The holidays of those days that fall on 月〜金 and on which the group opens, in date order. */
  readonly openings: ReadonlyArray<HolidayOpening>;
  /** False when the days reach past the table's last year: the holidays beyond it were not judged. */
  readonly covered: boolean;
}

const clockOf = (millis: number, dayStart: number): string =>
  millis >= dayStart + DAY_MS ? '24:00' : hourMinuteOf(japanTimeOf(millis));

/** The stretches of one day in words: 09:00〜18:00, joined by ・; 終日 for the whole day. */
export const describeStretches = (stretches: ReadonlyArray<OpenStretch>, date: string): string => {
  const dayStart = dayStartOf(date) ?? 0;
  const [only] = stretches;
  if (stretches.length === 1 && only !== undefined && only.from <= dayStart && only.to >= dayStart + DAY_MS)
    return CALENDAR_MESSAGES.allDay;
  // to the nearest minute: a period ending at 12:00:00 opens until 12:00:01 (its last second inside), shown 12:00
  const minute = (millis: number): number => Math.round(millis / MINUTE_MS) * MINUTE_MS;
  return stretches.map((s) => `${clockOf(minute(s.from), dayStart)}〜${clockOf(minute(s.to), dayStart)}`).join('・');
};

/**
 * The holidays of the next 90 days (from the Japan day of `now`) on which a group meant for working days still opens
 * doors. Only holidays on 月〜金 are named: one on a weekend day the group allows is a weekend it opens on purpose.
 */
export const holidayOpeningsOf = (
  conditions: GroupConditions,
  table: HolidayTable,
  now: Date,
  days: number = HOLIDAY_LOOKAHEAD_DAYS,
): HolidayCheck => {
  const from = japanDayOf(now.getTime());
  const to = plusDays(from, days - 1);
  const covered = tableCovers(table, to);
  if (!isWorkdayGroup(conditions)) return { applies: false, from, to, openings: [], covered };
  const openings = holidaysBetween(table, from, to).flatMap((holiday): HolidayOpening[] => {
    const fields = dayFieldsOf(holiday.date);
    if (fields === undefined || fields.weekday >= 6) return [];
    const stretches = openStretchesOn(conditions, holiday.date);
    const label = holidayLabelOf(table, holiday.date);
    if (stretches.length === 0 || label === null) return [];
    return [{ date: holiday.date, label, stretches, hours: describeStretches(stretches, holiday.date) }];
  });
  return { applies: true, from, to, openings, covered };
};

/**
 * What a group's page says: how many holidays open, the two sentences on what the conditions cannot do and how the
 * period covers a holiday, and the table's last year when the 90 days reach past it.
 */
export const holidayNoticeOf = (
  check: HolidayCheck,
  table: Pick<HolidayTable, 'lastYear'>,
  days: number = HOLIDAY_LOOKAHEAD_DAYS,
): ReadonlyArray<string> => {
  if (!check.applies) return [];
  const beyond = check.covered ? [] : [CALENDAR_MESSAGES.beyondTable(table.lastYear)];
  if (check.openings.length === 0) return [CALENDAR_MESSAGES.groupClosedOnHolidays(days), ...beyond];
  return [
    CALENDAR_MESSAGES.groupOpensOnHolidays(days, check.openings.length),
    CALENDAR_MESSAGES.cannotExcludeHolidays,
    CALENDAR_MESSAGES.coverWithPeriod,
    ...beyond,
  ];
};

/** The days the group's week view marks: today and the 6 days after it. */
export const WEEK_VIEW_DAYS = 7;

/** A holiday of the week view's days, on its weekday's row, and how the group opens on it. */
export interface WeekHoliday {
  /** YYYY-MM-DD */
  readonly date: string;
  readonly weekday: Weekday;
  /** '11月3日（火・祝）文化の日' */
  readonly label: string;
  /** '09:00〜18:00' or 終日 when the group opens that day, null when it does not. */
  readonly hours: string | null;
}

/**
 * The holidays of the 7 days from the Japan day of `now`, each on its weekday's row of the week view and with the
 * hours the group opens on it: every holiday is marked (one on a weekend too), whatever the group is meant for.
 */
export const weekHolidaysOf = (
  conditions: GroupConditions,
  table: HolidayTable,
  now: Date,
  days: number = WEEK_VIEW_DAYS,
): ReadonlyArray<WeekHoliday> => {
  const from = japanDayOf(now.getTime());
  return holidaysBetween(table, from, plusDays(from, days - 1)).flatMap((holiday): WeekHoliday[] => {
    const fields = dayFieldsOf(holiday.date);
    const label = holidayLabelOf(table, holiday.date);
    if (fields === undefined || label === null) return [];
    const stretches = openStretchesOn(conditions, holiday.date);
    const hours = stretches.length === 0 ? null : describeStretches(stretches, holiday.date);
    return [{ date: holiday.date, weekday: weekdayKeyOf(fields.weekday), label, hours }];
  });
};

/** The line under the week view for one of its holidays. */
export const weekHolidayLineOf = (holiday: WeekHoliday): string =>
  holiday.hours === null
    ? CALENDAR_MESSAGES.weekHolidayClosed(holiday.label)
    : CALENDAR_MESSAGES.weekHolidayOpens(holiday.label, holiday.hours);
