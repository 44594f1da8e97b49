import {
  hourMinuteOf,
  instantOfIso,
  isoDateOf,
  isoWithJapanOffset,
  japanInstant,
  japanTimeOf,
  type JapanTime,
} from '../shared/dates';
import { EXPIRY_MESSAGES } from './messages';

/**
 * The optional access period of a PIN or a keypad card (devices-access §5): Japan time, date
 * pickers with years 2023–2030, time selects 00–23 and 5-minute steps, times snapped up.
 */
export const EXPIRY_YEAR_MIN = 2023;
export const EXPIRY_YEAR_MAX = 2030;
export const MINUTE_STEP = 5;

export interface ExpiryInput {
  readonly enabled: boolean;
  /** YYYY-MM-DD */
  readonly fromDate: string;
  /** HH:mm */
  readonly fromTime: string;
  readonly toDate: string;
  readonly toTime: string;
}

/** The period as sent: ISO date-times with the Japan offset, both null without expiry. */
export interface Period {
  readonly from: string | null;
  readonly to: string | null;
}

export const NO_PERIOD: Period = { from: null, to: null };

const STEP_MS = MINUTE_STEP * 60 * 1000;

/**
 * The next 5-minute mark at or after the instant (10:00:00 stays, 10:00:01 becomes 10:05); Japan's offset is whole
 * hours, so UTC marks are Japan marks.
 */
export const snapUpToStep = (instant: Date): JapanTime => japanTimeOf(Math.ceil(instant.getTime() / STEP_MS) * STEP_MS);

/**
 * A typed date and time snapped up to the next 5-minute mark ('10:03' → '10:05', '23:58' → next day '00:00'); undefined
 * when unreadable.
 */
export const snapDateTime = (
  date: string,
  time: string,
): { readonly date: string; readonly time: string } | undefined => {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})$/.exec(`${date.trim()} ${time.trim()}`);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  const millis = japanInstant(match[1], `${match[2].padStart(2, '0')}:${match[3]}`);
  if (millis === undefined) return undefined;
  const snapped = snapUpToStep(new Date(millis));
  return { date: isoDateOf(snapped), time: hourMinuteOf(snapped) };
};

const instantOf = (date: string, time: string): JapanTime | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const millis = japanInstant(date, time);
  return millis === undefined ? undefined : japanTimeOf(millis);
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Defaults when the manager turns the period on: from the next 5-minute mark, for one day (spec silent on the length).
 */
export const defaultExpiry = (now: Date): ExpiryInput => {
  const from = snapUpToStep(now);
  // Japan has no summer time: a day later is 24 hours later
  const to = japanTimeOf(from.millis + DAY_MS);
  return {
    enabled: true,
    fromDate: isoDateOf(from),
    fromTime: hourMinuteOf(from),
    toDate: isoDateOf(to),
    toTime: hourMinuteOf(to),
  };
};

export const emptyExpiry = (now: Date): ExpiryInput => ({ ...defaultExpiry(now), enabled: false });

export interface ExpiryErrors {
  readonly from?: string;
  readonly to?: string;
}

const inYearRange = (d: JapanTime): boolean => d.year >= EXPIRY_YEAR_MIN && d.year <= EXPIRY_YEAR_MAX;

/**
 * The three rules of devices-access §5, at minute precision: start and end not before now, not the
 * same instant, end after start. The first broken rule wins per field.
 */
export const validateExpiry = (input: ExpiryInput, now: Date): ExpiryErrors => {
  if (!input.enabled) return {};
  const from = instantOf(input.fromDate, input.fromTime);
  const to = instantOf(input.toDate, input.toTime);
  const errors: { from?: string; to?: string } = {};
  if (!from) errors.from = EXPIRY_MESSAGES.incomplete;
  else if (!inYearRange(from)) errors.from = EXPIRY_MESSAGES.yearOutOfRange;
  if (!to) errors.to = EXPIRY_MESSAGES.incomplete;
  else if (!inYearRange(to)) errors.to = EXPIRY_MESSAGES.yearOutOfRange;
  if (!from || !to || errors.from || errors.to) return errors;
  const nowMs = now.getTime();
  if (from.millis < nowMs) errors.from = EXPIRY_MESSAGES.notBeforeNow;
  if (to.millis < nowMs) errors.to = EXPIRY_MESSAGES.notBeforeNow;
  else if (to.millis === from.millis) errors.to = EXPIRY_MESSAGES.notSameTime;
  else if (to.millis < from.millis) errors.to = EXPIRY_MESSAGES.endAfterStart;
  return errors;
};

export const expiryHasErrors = (errors: ExpiryErrors): boolean => errors.from !== undefined || errors.to !== undefined;

/** The payload's from/to: ISO with the +09:00 offset, null without a period. Only call on a valid input. */
export const periodOf = (input: ExpiryInput): Period => {
  if (!input.enabled) return NO_PERIOD;
  const from = instantOf(input.fromDate, input.fromTime);
  const to = instantOf(input.toDate, input.toTime);
  return {
    from: from ? isoWithJapanOffset(from) : null,
    to: to ? isoWithJapanOffset(to) : null,
  };
};

/** What a time the server sent that names no date reads as (the spec is silent: shown as unreadable, never as 期限なし). */
export const UNREADABLE_TIME = '読み取れません';

/**
 * A PIN's or a card's end as read: null for none, else its instant; an end that names no date is an Invalid Date
 * (NaN), so it stays "unknown" through Math.max and comparisons and is never taken for "no end" (null).
 */
export const validityEndOf = (till: string | null): Date | null =>
  till === null ? null : new Date(instantOfIso(till));

export const isUnreadableTime = (time: Date): boolean => Number.isNaN(time.getTime());

/**
 * An access period has ended when its end is earlier than now (devices-access §3: 'expired'). An unreadable end is
 * not known to have passed: not expired (the period column says 読み取れません beside it).
 */
export const hasEnded = (till: string | null, now: Date): boolean => {
  const end = validityEndOf(till);
  return end !== null && end.getTime() < now.getTime();
};

/** 2026/11/21 10:05 〜 2026/11/22 10:05, or 期限なし; a time that names no date is 読み取れません. */
export const formatPeriod = (from: string | null, till: string | null): string => {
  const show = (iso: string | null): string => {
    if (iso === null) return '';
    const millis = instantOfIso(iso);
    if (Number.isNaN(millis)) return UNREADABLE_TIME;
    const d = japanTimeOf(millis);
    return `${isoDateOf(d).replace(/-/g, '/')} ${hourMinuteOf(d)}`;
  };
  return from === null && till === null ? '期限なし' : `${show(from)} 〜 ${show(till)}`;
};
