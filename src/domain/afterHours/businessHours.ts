import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '../groups/group';
import { AFTER_HOURS_MESSAGES } from './messages';

/**
 * The organization's business hours per weekday, set once by the manager and kept in this browser per organization
 * (spec silent: the console's own setting). A day is open from one minute of the day to a later one of the same day,
 * or closed all day; hours across midnight are refused (a night shift is two days' hours). Public holidays are
 * closed whatever the weekday's hours (classify.ts).
 */
export interface DayHours {
  /** Minutes from 00:00 Japan time, open included. */
  readonly open: number;
  /** Minutes from 00:00, closing excluded: 18:00 is already out of hours. At most 24:00 (1440). */
  readonly close: number;
}

/** Monday first, as the key groups' weekly condition; null for a day closed all day. */
export type BusinessHours = Readonly<Record<Weekday, DayHours | null>>;

const NINE_TO_SIX: DayHours = { open: 9 * 60, close: 18 * 60 };

/** 月〜金 9:00–18:00, 土日 closed (the default). */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  monday: NINE_TO_SIX,
  tuesday: NINE_TO_SIX,
  wednesday: NINE_TO_SIX,
  thursday: NINE_TO_SIX,
  friday: NINE_TO_SIX,
  saturday: null,
  sunday: null,
};

/** The form of one day as the manager edits it: open or not, HH:mm twice. */
export interface DayHoursForm {
  readonly open: boolean;
  readonly from: string;
  readonly to: string;
}

export type BusinessHoursForm = Readonly<Record<Weekday, DayHoursForm>>;

export type BusinessHoursErrors = Readonly<Partial<Record<Weekday, string>>>;

// HH:mm, 00:00 to 23:59, and 24:00 for a day open until midnight
const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;
// an emptied field of the form is undefined (final-form), not ''
const minuteOf = (time: string | undefined): number | undefined => {
  const m = TIME.exec((time ?? '').trim());
  if (!m) return undefined;
  return Number(m[1] ?? m[3]) * 60 + Number(m[2] ?? m[4]);
};
const MINUTES_PER_DAY = 24 * 60;
const clock = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const businessHoursFormOf = (hours: BusinessHours): BusinessHoursForm =>
  Object.fromEntries(
    WEEKDAYS.map((day) => {
      const h = hours[day];
      // a closed day keeps 09:00–18:00 in its fields, ready for when the manager opens it
      return [
        day,
        h === null
          ? { open: false, from: '09:00', to: '18:00' }
          : { open: true, from: clock(h.open), to: clock(h.close) },
      ];
    }),
  ) as Record<Weekday, DayHoursForm>;

/** Per open day: both times given (HH:mm, 00:00–23:59, the end up to 24:00) and the end after the start. */
export const validateBusinessHours = (form: BusinessHoursForm): BusinessHoursErrors => {
  const errors: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const d = form[day];
    if (!d.open) continue;
    const from = minuteOf(d.from);
    const to = minuteOf(d.to);
    if (from === undefined || to === undefined) errors[day] = AFTER_HOURS_MESSAGES.hoursIncomplete;
    else if (to <= from) errors[day] = AFTER_HOURS_MESSAGES.closeAfterOpen;
  }
  return errors;
};

export const hasHoursErrors = (errors: BusinessHoursErrors): boolean => Object.keys(errors).length > 0;

/** The hours of a valid form (validateBusinessHours first): a day with unreadable times is closed. */
export const businessHoursOf = (form: BusinessHoursForm): BusinessHours =>
  Object.fromEntries(
    WEEKDAYS.map((day) => {
      const d = form[day];
      const from = minuteOf(d.from);
      const to = minuteOf(d.to);
      return [day, d.open && from !== undefined && to !== undefined && to > from ? { open: from, close: to } : null];
    }),
  ) as Record<Weekday, DayHours | null>;

const isDayHours = (value: unknown): value is DayHours =>
  typeof value === 'object' &&
  value !== null &&
  'open' in value &&
  'close' in value &&
  Number.isInteger(value.open) &&
  Number.isInteger(value.close) &&
  (value.open as number) >= 0 &&
  (value.close as number) <= MINUTES_PER_DAY &&
  (value.open as number) < (value.close as number);

/** What this browser keeps: the seven days as JSON (a version to read older forms later). */
export const serializeBusinessHours = (hours: BusinessHours): string => JSON.stringify({ version: 1, hours });

/** The kept hours; anything unreadable (none kept, another shape, a broken day) is the default. */
export const parseBusinessHours = (stored: string | null): BusinessHours => {
  if (stored === null) return DEFAULT_BUSINESS_HOURS;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || !('version' in parsed) || parsed.version !== 1)
      return DEFAULT_BUSINESS_HOURS;
    const hours: unknown = 'hours' in parsed ? parsed.hours : null;
    if (typeof hours !== 'object' || hours === null) return DEFAULT_BUSINESS_HOURS;
    const days = hours as Record<string, unknown>;
    const read: Partial<Record<Weekday, DayHours | null>> = {};
    for (const day of WEEKDAYS) {
      const value = days[day];
      if (value === null) read[day] = null;
      else if (isDayHours(value)) read[day] = { open: value.open, close: value.close };
      else return DEFAULT_BUSINESS_HOURS;
    }
    return read as BusinessHours;
  } catch {
    return DEFAULT_BUSINESS_HOURS;
  }
};

const sameHours = (a: DayHours | null, b: DayHours | null): boolean =>
  a === b || (a !== null && b !== null && a.open === b.open && a.close === b.close);

const dayRange = (days: ReadonlyArray<Weekday>): string => {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return '';
  if (days.length === 1) return WEEKDAY_LABELS[first];
  if (days.length === 2) return `${WEEKDAY_LABELS[first]}・${WEEKDAY_LABELS[last]}`;
  return `${WEEKDAY_LABELS[first]}〜${WEEKDAY_LABELS[last]}`;
};

/**
 * The hours in one line, for the report's heading and its print: runs of days with the same hours, Monday first,
 * then the closed days and holidays: '月〜金 09:00〜18:00（土・日・祝日は休業）'.
 */
export const describeBusinessHours = (hours: BusinessHours): string => {
  const runs: Array<{ days: Weekday[]; hours: DayHours }> = [];
  for (const day of WEEKDAYS) {
    const h = hours[day];
    if (h === null) continue;
    const last = runs[runs.length - 1];
    const lastDay = last?.days[last.days.length - 1];
    const adjacent = lastDay !== undefined && WEEKDAYS.indexOf(lastDay) === WEEKDAYS.indexOf(day) - 1;
    if (last !== undefined && adjacent && sameHours(last.hours, h)) last.days.push(day);
    else runs.push({ days: [day], hours: h });
  }
  if (runs.length === 0) return AFTER_HOURS_MESSAGES.allClosed;
  const open = runs.map((r) => `${dayRange(r.days)} ${clock(r.hours.open)}〜${clock(r.hours.close)}`).join('・');
  const closedDays = WEEKDAYS.filter((day) => hours[day] === null).map((day) => WEEKDAY_LABELS[day]);
  return AFTER_HOURS_MESSAGES.hoursLine(open, [...closedDays, AFTER_HOURS_MESSAGES.holidays].join('・'));
};
