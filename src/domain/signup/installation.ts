import { DateTime } from 'luxon';
import { formatPickerDate } from '../shared/dates';
import { isBlank } from '../shared/validation';
import { SIGNUP_MESSAGES } from './messages';

/** account-billing-signup §9: the three time slots of an installation visit. */
export const TIME_SLOTS = {
  morning: '午前 9:00-12:00',
  daytime: '日中 13:00-16:00',
  evening: '夕方 16:00-19:00',
} as const;

export type TimeSlot = keyof typeof TIME_SLOTS;

export const isTimeSlot = (value: string): value is TimeSlot => Object.prototype.hasOwnProperty.call(TIME_SLOTS, value);

export type Priority = 1 | 2 | 3;
export const PRIORITIES: ReadonlyArray<Priority> = [1, 2, 3];

/** One desired installation date: a Japan date (YYYY-MM-DD, '' for none) and a slot ('' for none). */
export interface InstallationChoice {
  readonly priority: Priority;
  readonly date: string;
  readonly timeSlot: TimeSlot | '';
}

/** account-billing-signup §3: the reservable-dates response, in domain words. */
export interface ReservableDates {
  readonly fromOn?: string;
  readonly toOn?: string;
  readonly earliestOn?: string;
  readonly nonReservables: ReadonlyArray<string>;
}

/** account-billing-signup §9: earliest default 7 days from today, upper limit 180 days. */
export const EARLIEST_DEFAULT_DAYS = 7;
export const UPPER_LIMIT_DAYS = 180;

export interface DateBounds {
  /** Inclusive, YYYY-MM-DD. */
  readonly min: string;
  readonly max: string;
  readonly nonReservables: ReadonlyArray<string>;
}

const day = (iso: string): DateTime => DateTime.fromISO(iso, { zone: 'utc' });
const isoOf = (date: DateTime): string => date.toISODate() ?? '';
export const plusDays = (iso: string, days: number): string => isoOf(day(iso).plus({ days }));

const later = (a: string, b: string): string => (a > b ? a : b);
const earlier = (a: string, b: string): string => (a < b ? a : b);

/**
 * The picker bounds: from the later of from_on and earliest_on (else today + 7) to to_on
 * (else today + 180), never past today + 180. Without a response (its failure is only
 * logged) the defaults apply and no date is known to be non-reservable.
 */
export const boundsOf = (today: string, reservable: ReservableDates | undefined): DateBounds => {
  const defaultMin = plusDays(today, EARLIEST_DEFAULT_DAYS);
  const limit = plusDays(today, UPPER_LIMIT_DAYS);
  const given = [reservable?.fromOn, reservable?.earliestOn].filter(
    (d): d is string => typeof d === 'string' && d !== '',
  );
  const min = given.length > 0 ? given.reduce(later) : defaultMin;
  const max = reservable?.toOn ? earlier(reservable.toOn, limit) : limit;
  return { min, max, nonReservables: reservable?.nonReservables ?? [] };
};

export const isWeekday = (iso: string): boolean => day(iso).weekday <= 5;

/** Weekdays only, inside the bounds, never on a non-reservable date (holidays come from the server). */
export const isReservableDate = (iso: string, bounds: DateBounds): boolean =>
  day(iso).isValid && iso >= bounds.min && iso <= bounds.max && isWeekday(iso) && !bounds.nonReservables.includes(iso);

/** Where the pickers start: the first reservable day from the lower bound (earliest_on when given). */
export const firstReservableDate = (bounds: DateBounds): string => {
  for (let iso = bounds.min; iso <= bounds.max; iso = plusDays(iso, 1)) if (isReservableDate(iso, bounds)) return iso;
  return bounds.min;
};

export const initialChoices = (start: string): ReadonlyArray<InstallationChoice> =>
  PRIORITIES.map((priority) => ({ priority, date: start, timeSlot: '' }));

export interface InstallationErrors {
  readonly fields: Partial<Record<Priority, { readonly date?: string; readonly timeSlot?: string }>>;
  /** The three date-time pairs are not all different. */
  readonly distinct?: string;
}

export const validateInstallation = (
  choices: ReadonlyArray<InstallationChoice>,
  bounds: DateBounds,
): InstallationErrors => {
  const fields: Record<number, { date?: string; timeSlot?: string }> = {};
  for (const choice of choices) {
    // an emptied picker or select (undefined, '', spaces) is unchosen, never a date out of range
    const date = isBlank(choice.date)
      ? SIGNUP_MESSAGES.dateRequired(choice.priority)
      : isReservableDate(choice.date, bounds)
        ? undefined
        : SIGNUP_MESSAGES.dateOutOfRange(formatPickerDate(bounds.min), formatPickerDate(bounds.max));
    const timeSlot = isBlank(choice.timeSlot) ? SIGNUP_MESSAGES.timeSlotRequired(choice.priority) : undefined;
    if (date || timeSlot) fields[choice.priority] = { ...(date ? { date } : {}), ...(timeSlot ? { timeSlot } : {}) };
  }
  const complete = choices.filter((c) => !isBlank(c.date) && !isBlank(c.timeSlot));
  const keys = new Set(complete.map((c) => `${c.date} ${c.timeSlot}`));
  const distinct = keys.size < complete.length ? SIGNUP_MESSAGES.datesNotDistinct : undefined;
  return { fields, ...(distinct ? { distinct } : {}) };
};

export const isInstallationValid = (errors: InstallationErrors): boolean =>
  Object.keys(errors.fields).length === 0 && errors.distinct === undefined;

/**
 * account-billing-signup §9: "submitted install dates are shifted by one day". Kept as the wire contract:
 * the server receives the chosen day plus one, the screen shows the chosen day. One place, tested.
 */
export const INSTALLATION_WIRE_SHIFT_DAYS = 1;
export const toWireInstallationDate = (chosen: string): string => plusDays(chosen, INSTALLATION_WIRE_SHIFT_DAYS);
export const fromWireInstallationDate = (wire: string): string => plusDays(wire, -INSTALLATION_WIRE_SHIFT_DAYS);
