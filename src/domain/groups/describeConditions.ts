import { japanTimeOf } from '../shared/dates';
import {
  type DailyCondition,
  type DurationCondition,
  type GroupConditions,
  WEEKDAYS,
  WEEKDAY_LABELS,
  type Weekdays,
} from './group';
import { conditionsOf, decodeDaily, endsNextDay, type GroupForm } from './groupForm';
import { GROUP_MESSAGES } from './messages';
import { validateGroupForm } from './validation';

/**
 * 2026年11月21日: unpadded, no weekday, Japan time. By its fixed offset (japanTimeOf), not luxon's zone: an access
 * view's reading describes every group's period at each evaluation, and luxon's zone lookup took 50 ms of a 136 ms
 * task at a phone's CPU (docs/PERFORMANCE.md).
 */
const japaneseDay = (epochSeconds: number): string => {
  const d = japanTimeOf(epochSeconds * 1000);
  return `${d.year}年${d.month}月${d.day}日`;
};

/** 2026年11月21日〜2026年11月22日 (the end is the day of the last covered second). */
export const describeDuration = (duration: DurationCondition): string =>
  `${japaneseDay(duration.from)}〜${japaneseDay(duration.from + duration.expiresIn)}`;

/** 09:00〜18:00, or 22:00〜翌06:00 when the window runs past midnight. */
export const describeDaily = (daily: DailyCondition): string => {
  const { startTime, endTime } = decodeDaily(daily);
  return `${startTime}〜${endsNextDay(daily) ? GROUP_MESSAGES.nextDay : ''}${endTime}`;
};

/** 月・火・水, Monday first. */
export const describeWeekly = (weekly: Weekdays): string => {
  const days = WEEKDAYS.filter((day) => weekly[day]).map((day) => WEEKDAY_LABELS[day]);
  return days.length === 0 ? GROUP_MESSAGES.noWeekday : days.join('・');
};

/**
 * The usage conditions of a group card, one phrase per part in the order period, days, hours;
 * ['制限なし'] when the group has none.
 */
export const describeConditions = (group: { readonly conditions: GroupConditions }): ReadonlyArray<string> => {
  const { duration, daily, weekly } = group.conditions;
  const parts = [
    duration ? describeDuration(duration) : undefined,
    weekly ? describeWeekly(weekly) : undefined,
    daily ? describeDaily(daily) : undefined,
  ].filter((part): part is string => part !== undefined);
  return parts.length === 0 ? [GROUP_MESSAGES.noRestriction] : parts;
};

/**
 * What the settings form's live preview shows of the conditions being edited: the conditions and their one-line
 * summary, or null while a condition breaks a rule (the name does not matter to the preview).
 */
export const conditionsPreviewOf = (
  form: GroupForm,
): { readonly conditions: GroupConditions; readonly summary: string } | null => {
  const errors = validateGroupForm(form);
  if (errors.duration || errors.daily || errors.weekly) return null;
  const conditions = conditionsOf(form);
  return { conditions, summary: describeConditions({ conditions }).join(' / ') };
};
