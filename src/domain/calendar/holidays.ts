import { weekdayOf } from '../shared/dates';
import { dayFieldsOf, japanDayOf, yearOf } from './days';
import { CALENDAR_MESSAGES } from './messages';

/**
 * Japanese public holidays as data: the rules below take a table and never load one (the application's
 * HolidayCalendar port gives it; the browser adapter reads a maintained package lazily). Substitute holidays
 * (振替休日) and citizens' holidays (国民の休日) are rows of the table like any other.
 */
export interface HolidayTable {
  /** YYYY-MM-DD (a Japan day) → the holiday's name as the table gives it. */
  readonly names: ReadonlyMap<string, string>;
  /** The first and the last year the table lists: a day outside them is not known to be a working day. */
  readonly firstYear: number;
  readonly lastYear: number;
}

export interface Holiday {
  /** YYYY-MM-DD */
  readonly date: string;
  /** The name a calendar shows (振替休日, 国民の休日: holidayNameOf). */
  readonly name: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A table from (date, name) rows; rows whose date is not a real YYYY-MM-DD day are left out. The years covered are
 * those of the first and the last row (an empty table covers nothing: first year after last).
 */
export const holidayTableOf = (rows: Iterable<readonly [string, string]>): HolidayTable => {
  const names = new Map<string, string>();
  for (const [date, name] of rows) if (DATE.test(date) && dayFieldsOf(date) !== undefined) names.set(date, name);
  const years = [...names.keys()].map(yearOf);
  return {
    names,
    firstYear: years.length === 0 ? 1 : Math.min(...years),
    lastYear: years.length === 0 ? 0 : Math.max(...years),
  };
};

/** Whether the table reaches the day's year (a day outside it is neither a holiday nor a known working day). */
export const tableCovers = (table: HolidayTable, date: string): boolean => {
  const year = yearOf(date);
  return year >= table.firstYear && year <= table.lastYear;
};

/**
 * The name a calendar shows: the table's '勤労感謝の日 振替休日' is 振替休日, its '休日' (the day between two holidays)
 * is 国民の休日; every other name as the table gives it.
 */
export const holidayNameOf = (tableName: string): string => {
  const name = tableName.trim();
  if (name.endsWith(CALENDAR_MESSAGES.substituteHoliday)) return CALENDAR_MESSAGES.substituteHoliday;
  if (name === '休日') return CALENDAR_MESSAGES.citizensHoliday;
  return name;
};

/** The holiday on a YYYY-MM-DD day, null on any other day (or one the table does not reach: tableCovers says which). */
export const holidayOn = (table: HolidayTable, date: string): Holiday | null => {
  const name = table.names.get(date);
  return name === undefined ? null : { date, name: holidayNameOf(name) };
};

/** '11月3日（月・祝）文化の日' for a holiday (YYYY-MM-DD), null for any other day. */
export const holidayLabelOf = (table: HolidayTable, date: string): string | null => {
  const holiday = holidayOn(table, date);
  const fields = dayFieldsOf(date);
  if (holiday === null || fields === undefined) return null;
  return CALENDAR_MESSAGES.holidayLabel(fields.month, fields.day, weekdayOf(fields), holiday.name);
};

/** The label of the holiday a moment falls on (この扉を開けられる人 at a moment), null on any other day. */
export const holidayLabelAt = (table: HolidayTable, at: Date): string | null =>
  holidayLabelOf(table, japanDayOf(at.getTime()));

/** The holidays from one day to another, both included, in date order (YYYY-MM-DD texts compare as dates). */
export const holidaysBetween = (table: HolidayTable, from: string, to: string): ReadonlyArray<Holiday> =>
  [...table.names.keys()]
    .filter((date) => date >= from && date <= to)
    .sort()
    .flatMap((date) => {
      const holiday = holidayOn(table, date);
      return holiday === null ? [] : [holiday];
    });

/** The sentence that says which years the table covers (shown wherever holidays are judged). */
export const coverageTextOf = (table: HolidayTable): string =>
  CALENDAR_MESSAGES.coverage(table.firstYear, table.lastYear);
