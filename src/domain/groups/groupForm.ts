import { DateTime } from 'luxon';
import { JAPAN_TIME } from '../shared/dates';
import type { DailyCondition, DurationCondition, Group, GroupConditions, Weekdays } from './group';

/**
 * The group settings form as the manager edits it, and the pure round trip between it and
 * the wire-shaped condition numbers (devices-access §3). Every date and time is Japan time.
 */
export interface DurationForm {
  readonly enabled: boolean;
  /** YYYY-MM-DD */
  readonly startDate: string;
  /** YYYY-MM-DD, inclusive: the period ends at 23:59:59 of this day. */
  readonly endDate: string;
}

export interface DailyForm {
  readonly enabled: boolean;
  /** HH:mm */
  readonly startTime: string;
  /** HH:mm; not after startTime means the next day. */
  readonly endTime: string;
}

export interface WeeklyForm {
  readonly enabled: boolean;
  readonly days: Weekdays;
}

export interface GroupForm {
  readonly name: string;
  readonly enableOffline: boolean;
  readonly enableRemote: boolean;
  readonly duration: DurationForm;
  readonly daily: DailyForm;
  readonly weekly: WeeklyForm;
}

const SECONDS_PER_DAY = 86_400;
/** The spec's end-of-day rule: the end date counts until 23:59:59. */
const END_OF_DAY_SECONDS = SECONDS_PER_DAY - 1;
export const MINUTES_PER_DAY = 1_440;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const dayInJapan = (date: string): DateTime | undefined => {
  if (!DATE.test(date)) return undefined;
  const day = DateTime.fromISO(date, { zone: JAPAN_TIME.zone });
  return day.isValid ? day : undefined;
};

/** Epoch seconds of 00:00 Japan time on a YYYY-MM-DD date, or undefined when it is not a real date. */
export const startOfDayEpoch = (date: string): number | undefined => {
  const day = dayInJapan(date);
  return day === undefined ? undefined : Math.floor(day.toSeconds());
};

/** YYYY-MM-DD of an epoch-seconds instant in Japan time. */
export const japanDateOf = (epochSeconds: number): string =>
  DateTime.fromSeconds(epochSeconds, { zone: JAPAN_TIME.zone }).toFormat('yyyy-MM-dd');

/** Minute of day of an HH:mm time, or undefined when it is not one. */
export const minuteOfDay = (time: string): number | undefined => {
  const match = TIME.exec(time);
  if (match === null) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
};

/** HH:mm of a minute of day; minutes past midnight wrap to the next day's clock. */
export const timeOfMinute = (minute: number): string => {
  const wrapped = ((Math.trunc(minute) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

const invalid = (what: string, value: string): never => {
  throw new RangeError(`${what} is not valid: "${value}" (validate the form before encoding)`);
};

/** Form → duration; throws on a malformed date, which validateGroupForm reports first. */
export const encodeDuration = (form: Pick<DurationForm, 'startDate' | 'endDate'>): DurationCondition => {
  const from = startOfDayEpoch(form.startDate) ?? invalid('start date', form.startDate);
  const endDay = startOfDayEpoch(form.endDate) ?? invalid('end date', form.endDate);
  return { from, expiresIn: endDay + END_OF_DAY_SECONDS - from };
};

/** Duration → form dates; the end date is the day that holds the last covered second. */
export const decodeDuration = (duration: DurationCondition): Pick<DurationForm, 'startDate' | 'endDate'> => ({
  startDate: japanDateOf(duration.from),
  endDate: japanDateOf(duration.from + duration.expiresIn),
});

/** Form → daily window; an end not after the start runs into the next day (equal times: a full day). */
export const encodeDaily = (form: Pick<DailyForm, 'startTime' | 'endTime'>): DailyCondition => {
  const fromMinute = minuteOfDay(form.startTime) ?? invalid('start time', form.startTime);
  const endMinute = minuteOfDay(form.endTime) ?? invalid('end time', form.endTime);
  const length = endMinute - fromMinute;
  return { fromMinute, expiresInMinutes: length > 0 ? length : length + MINUTES_PER_DAY };
};

export const decodeDaily = (daily: DailyCondition): Pick<DailyForm, 'startTime' | 'endTime'> => ({
  startTime: timeOfMinute(daily.fromMinute),
  endTime: timeOfMinute(daily.fromMinute + daily.expiresInMinutes),
});

/** True when a daily window ends on the day after it starts (shown with 翌). */
export const endsNextDay = (daily: DailyCondition): boolean =>
  daily.fromMinute + daily.expiresInMinutes >= MINUTES_PER_DAY;

export const ALL_WEEKDAYS: Weekdays = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
  sunday: true,
};

/** devices-access §5 defaults; every condition starts switched off, so a new group has no restriction. */
export const defaultGroupForm = (now: Date): GroupForm => {
  const today = DateTime.fromJSDate(now).setZone(JAPAN_TIME.zone).startOf('day');
  return {
    name: '',
    enableOffline: false,
    enableRemote: false,
    duration: {
      enabled: false,
      startDate: today.toFormat('yyyy-MM-dd'),
      endDate: today.plus({ days: 1 }).toFormat('yyyy-MM-dd'),
    },
    daily: { enabled: false, startTime: '00:00', endTime: '00:05' },
    weekly: { enabled: false, days: ALL_WEEKDAYS },
  };
};

/** Form → conditions: a switched-off part is null. */
export const conditionsOf = (form: Pick<GroupForm, 'duration' | 'daily' | 'weekly'>): GroupConditions => ({
  duration: form.duration.enabled ? encodeDuration(form.duration) : null,
  daily: form.daily.enabled ? encodeDaily(form.daily) : null,
  weekly: form.weekly.enabled ? form.weekly.days : null,
});

/** Conditions → form parts; a null part is switched off and keeps the default values of `now`. */
export const conditionsFormOf = (
  conditions: GroupConditions,
  now: Date,
): Pick<GroupForm, 'duration' | 'daily' | 'weekly'> => {
  const defaults = defaultGroupForm(now);
  return {
    duration: conditions.duration ? { enabled: true, ...decodeDuration(conditions.duration) } : defaults.duration,
    daily: conditions.daily ? { enabled: true, ...decodeDaily(conditions.daily) } : defaults.daily,
    weekly: conditions.weekly ? { enabled: true, days: conditions.weekly } : defaults.weekly,
  };
};

/** The edit form of an existing group. */
export const groupFormOf = (group: Group, now: Date): GroupForm => ({
  name: group.name,
  enableOffline: group.enableOffline,
  enableRemote: group.enableRemote,
  ...conditionsFormOf(group.conditions, now),
});

/** What create and update send: the group without its id, counts and whole flag. */
export interface GroupDraft {
  readonly name: string;
  readonly enableOffline: boolean;
  readonly enableRemote: boolean;
  readonly conditions: GroupConditions;
}

/** Form → draft; call after validateGroupForm found nothing. The name is trimmed. */
export const groupDraftOf = (form: GroupForm): GroupDraft => ({
  name: form.name.trim(),
  enableOffline: form.enableOffline,
  enableRemote: form.enableRemote,
  conditions: conditionsOf(form),
});
