import {
  type FieldErrors,
  type Validator,
  firstError,
  maxLength,
  required,
  validateRecord,
} from '../shared/validation';
import { GROUP_NAME_MAX, WEEKDAYS } from './group';
import type { DailyForm, DurationForm, GroupForm, WeeklyForm } from './groupForm';
import { minuteOfDay, startOfDayEpoch } from './groupForm';
import { GROUP_MESSAGES } from './messages';

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
