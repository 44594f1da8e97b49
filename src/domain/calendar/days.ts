import { isoDateOf, japanInstant, japanTimeOf, type JapanTime } from '../shared/dates';

/**
 * Japan calendar days as YYYY-MM-DD texts, without a date library (the rules here run on the screens of the lock
 * list's neighbours; luxon stays with the screens that need it): Japan keeps +09:00 all year, so a day is 24 hours.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant 00:00 Japan time of a YYYY-MM-DD day, undefined when it names no real day. */
export const dayStartOf = (date: string): number | undefined =>
  DATE.test(date) ? japanInstant(date, '00:00') : undefined;

/** The Japan fields of a day at 00:00 (its weekday among them), undefined when it names no real day. */
export const dayFieldsOf = (date: string): JapanTime | undefined => {
  const start = dayStartOf(date);
  return start === undefined ? undefined : japanTimeOf(start);
};

/** The day `days` after (or before, negative) a YYYY-MM-DD day; the text itself when it names no real day. */
export const plusDays = (date: string, days: number): string => {
  const start = dayStartOf(date);
  return start === undefined ? date : isoDateOf(japanTimeOf(start + days * DAY_MS));
};

/** The Japan day of an instant, YYYY-MM-DD. */
export const japanDayOf = (millis: number): string => isoDateOf(japanTimeOf(millis));

/** The year of a YYYY-MM-DD text (NaN when it has none). */
export const yearOf = (date: string): number => Number(DATE.exec(date)?.[1] ?? NaN);

/** Whether a Japan day is a Saturday or a Sunday (ISO weekdays 6 and 7). */
export const isWeekendDay = (fields: Pick<JapanTime, 'weekday'>): boolean => fields.weekday >= 6;
