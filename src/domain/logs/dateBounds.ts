import { DateTime } from 'luxon';
import { JAPAN_TIME } from '../shared/dates';

/** A calendar month as the logs calls take it (year, month 1..12). */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/** Plain dates are Japan dates; date-times with an offset are converted to Japan time. */
const japanDay = (iso: string): DateTime | null => {
  const d = DateTime.fromISO(iso, { zone: JAPAN_TIME.zone });
  return d.isValid ? d.startOf('day') : null;
};

const isoDate = (d: DateTime): string => d.toISODate() ?? '';

const todayOf = (now: Date): DateTime => DateTime.fromJSDate(now).setZone(JAPAN_TIME.zone).startOf('day');

/** Pickers forbid the future: the last selectable day is today in Japan. */
export const latestSelectableDate = (now: Date): string => isoDate(todayOf(now));

/** The first selectable day is the lock's registration day in Japan; null when the date is unreadable. */
export const earliestSelectableDate = (lockCreatedAt: string): string | null => {
  const d = japanDay(lockCreatedAt);
  return d ? isoDate(d) : null;
};

export const currentYearMonth = (now: Date): YearMonth => {
  const today = todayOf(now);
  return { year: today.year, month: today.month };
};

/**
 * Months from the lock's registration month to the current month, newest first (the
 * default choice leads). Always at least the current month, even for an unreadable or
 * future creation date, so the select is never empty.
 */
export const selectableMonths = (lockCreatedAt: string, now: Date): ReadonlyArray<YearMonth> => {
  const last = todayOf(now).startOf('month');
  const first = japanDay(lockCreatedAt)?.startOf('month') ?? last;
  const months: YearMonth[] = [];
  for (let m = last; m >= first || months.length === 0; m = m.minus({ months: 1 })) {
    months.push({ year: m.year, month: m.month });
  }
  return months;
};
