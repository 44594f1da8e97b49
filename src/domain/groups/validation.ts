import {
  type FieldErrors,
  type Validator,
  firstError,
  maxLength,
  required,
  validateRecord,
} from '../shared/validation';
import { type DailyCondition, type DurationCondition, GROUP_NAME_MAX, WEEKDAYS } from './group';
import type { DailyForm, DurationForm, GroupDraft, GroupForm, WeeklyForm } from './groupForm';
import { MINUTES_PER_DAY, minuteOfDay, startOfDayEpoch } from './groupForm';
import { GROUP_MESSAGES } from './messages';

/**
 * The group rules, written once (devices-access §5): the form's rules (`validateGroupForm`, which the use cases
 * and the settings form apply) and the same rules on the encoded group (`groupDraftFault`, which the demo
 * server applies to what it receives).
 */

/** Group name: required, at most 30 characters (devices-access §5). */
export const validateGroupName: Validator<string> = firstError<string>(
  required(GROUP_MESSAGES.nameRequired),
  maxLength(GROUP_NAME_MAX, GROUP_MESSAGES.nameTooLong),
);

/** Validity period, when on: the end date may be the start date but not before it. */
export const validateDuration: Validator<DurationForm> = (form) => {
  if (!form.enabled) return undefined;
  const start = startOfDayEpoch(form.startDate);
  const end = startOfDayEpoch(form.endDate);
  if (start === undefined || end === undefined) return GROUP_MESSAGES.invalidDate;
  return end < start ? GROUP_MESSAGES.endBeforeStart : undefined;
};

/** Daily window, when on: start and end must differ (an end before the start means the next day). */
export const validateDaily: Validator<DailyForm> = (form) => {
  if (!form.enabled) return undefined;
  const start = minuteOfDay(form.startTime);
  const end = minuteOfDay(form.endTime);
  if (start === undefined || end === undefined) return GROUP_MESSAGES.invalidTime;
  return start === end ? GROUP_MESSAGES.sameDailyTimes : undefined;
};

/** Weekly, when on: at least one day. */
export const validateWeekly: Validator<WeeklyForm> = (form) =>
  form.enabled && !WEEKDAYS.some((day) => form.days[day]) ? GROUP_MESSAGES.noWeekdaySelected : undefined;

/** Every rule of the group settings form, one message per field (the final-form `validate` shape). */
export const validateGroupForm = (form: GroupForm): FieldErrors<GroupForm> =>
  validateRecord(form, {
    name: validateGroupName,
    duration: validateDuration,
    daily: validateDaily,
    weekly: validateWeekly,
  });

/** A daily window lasts at most one day: it starts within the day and runs 1 to MINUTES_PER_DAY minutes. */
const DAILY_WINDOW_MAX_MINUTES = MINUTES_PER_DAY;

/** An encoded validity period: it cannot end before it starts. */
const isValidDuration = (duration: DurationCondition): boolean => duration.expiresIn >= 0;

/** An encoded daily window: a minute of the day to start, and a length of 1 to DAILY_WINDOW_MAX_MINUTES minutes. */
const isValidDailyWindow = (daily: DailyCondition): boolean =>
  daily.fromMinute >= 0 &&
  daily.fromMinute < MINUTES_PER_DAY &&
  daily.expiresInMinutes > 0 &&
  daily.expiresInMinutes <= DAILY_WINDOW_MAX_MINUTES;

/** The part of an encoded group that breaks a rule, or null: the server refuses what the form refuses. */
export const groupDraftFault = (draft: GroupDraft): 'name' | 'duration' | 'daily' | null => {
  if (validateGroupName(draft.name.trim()) !== undefined) return 'name';
  const { duration, daily } = draft.conditions;
  if (duration && !isValidDuration(duration)) return 'duration';
  if (daily && !isValidDailyWindow(daily)) return 'daily';
  return null;
};
