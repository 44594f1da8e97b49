import { holidayOn, type HolidayTable } from '../calendar/holidays';
import { WEEKDAYS } from '../groups/group';
import { isoDateOf, japanTimeOf } from '../shared/dates';
import type { BusinessHours, DayHours } from './businessHours';

/**
 * Where a moment falls against the business hours (Japan time): inside them; outside them on an open day; on a day
 * the hours close whole (土・日 by default: closedDay); on a public holiday (closed whatever its weekday's hours,
 * and said before the weekday: a holiday on a Saturday is a holiday). Opening included, closing excluded, to the
 * second: with 9:00–18:00, 17:59:59 is inside and 18:00:00 outside.
 */
export type HoursClass = 'inside' | 'outside' | 'closedDay' | 'holiday';

export interface MomentClass {
  readonly kind: HoursClass;
  /** The holiday's name on a holiday, null otherwise. */
  readonly holiday: string | null;
  /** The Japan day, YYYY-MM-DD. */
  readonly date: string;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  readonly weekday: number;
  readonly hour: number;
}

const hoursOf = (hours: BusinessHours, isoWeekday: number): DayHours | null =>
  hours[WEEKDAYS[isoWeekday - 1] ?? 'monday'];

export const classifyMoment = (at: number, hours: BusinessHours, table: HolidayTable): MomentClass => {
  const t = japanTimeOf(at);
  const date = isoDateOf(t);
  const base = { date, weekday: t.weekday, hour: t.hour };
  const holiday = holidayOn(table, date);
  if (holiday !== null) return { ...base, kind: 'holiday', holiday: holiday.name };
  const day = hoursOf(hours, t.weekday);
  if (day === null) return { ...base, kind: 'closedDay', holiday: null };
  const second = (t.hour * 60 + t.minute) * 60 + t.second;
  const inside = second >= day.open * 60 && second < day.close * 60;
  return { ...base, kind: inside ? 'inside' : 'outside', holiday: null };
};

/** Every kind but inside is out of hours. */
export const isOutOfHours = (kind: HoursClass): boolean => kind !== 'inside';

/** How an hour of a weekday sits against its hours: all inside, all outside, or split (9:30 opening). */
export type HourCellHours = 'inside' | 'outside' | 'partial';

export const hourCellOf = (hours: BusinessHours, isoWeekday: number, hour: number): HourCellHours => {
  const day = hoursOf(hours, isoWeekday);
  if (day === null) return 'outside';
  const from = hour * 60;
  const to = from + 60;
  const overlap = Math.max(0, Math.min(to, day.close) - Math.max(from, day.open));
  return overlap === 0 ? 'outside' : overlap === 60 ? 'inside' : 'partial';
};
