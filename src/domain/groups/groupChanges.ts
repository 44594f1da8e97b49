import { DateTime } from 'luxon';
import { changeLine, CONFLICT_MESSAGES, fieldChange } from '../shared/changes';
import { JAPAN_TIME } from '../shared/dates';
import { describeDaily, describeDuration, describeWeekly } from './describeConditions';
import {
  type DailyCondition,
  type DurationCondition,
  type Group,
  type GroupConditions,
  WEEKDAYS,
  type Weekdays,
} from './group';
import { conditionsOf, decodeDaily, decodeDuration, type GroupDraft, type GroupForm } from './groupForm';

const SECONDS_PER_DAY = 86_400;

const startsAtMidnight = (epochSeconds: number): boolean =>
  DateTime.fromSeconds(epochSeconds, { zone: JAPAN_TIME.zone }).startOf('day').toSeconds() === epochSeconds;

/** Whole days (00:00 to 23:59:59) as the form makes them; a period set elsewhere may start or end at other times. */
const isWholeDays = (duration: DurationCondition): boolean =>
  startsAtMidnight(duration.from) && (duration.expiresIn + 1) % SECONDS_PER_DAY === 0;

/** 2026年11月21日〜2026年11月22日, with the times when the period is not whole days (2026年11月21日 09:30〜…). */
const describePeriod = (duration: DurationCondition): string => {
  if (isWholeDays(duration)) return describeDuration(duration);
  const at = (seconds: number) => {
    const d = DateTime.fromSeconds(seconds, { zone: JAPAN_TIME.zone });
    return `${d.year}年${d.month}月${d.day}日 ${d.toFormat('HH:mm')}`;
  };
  return `${at(duration.from)}〜${at(duration.from + duration.expiresIn)}`;
};

const allowed = (flag: boolean): string => (flag ? '許可する' : '許可しない');
const orNone = <T>(part: T | null, describe: (part: T) => string): string =>
  part === null ? CONFLICT_MESSAGES.none : describe(part);

/** The group fields the settings form writes (PATCH sends them all), as changed between two reads. */
export const groupChanges = (before: Group, after: Group): ReadonlyArray<string> =>
  [
    ...fieldChange('グループ名', before.name, after.name),
    ...fieldChange('オフライン解錠', allowed(before.enableOffline), allowed(after.enableOffline)),
    ...fieldChange('遠隔操作', allowed(before.enableRemote), allowed(after.enableRemote)),
    ...fieldChange(
      '期間指定',
      orNone(before.conditions.duration, describePeriod),
      orNone(after.conditions.duration, describePeriod),
    ),
    ...fieldChange(
      '曜日指定',
      orNone(before.conditions.weekly, describeWeekly),
      orNone(after.conditions.weekly, describeWeekly),
    ),
    ...fieldChange(
      '時間指定',
      orNone(before.conditions.daily, describeDaily),
      orNone(after.conditions.daily, describeDaily),
    ),
  ].map(changeLine);

type Part = 'duration' | 'daily' | 'weekly';

const sameWeekdays = (a: Weekdays | null, b: Weekdays | null): boolean =>
  a === null || b === null ? a === b : WEEKDAYS.every((day) => a[day] === b[day]);

/** The same conditions, part by part (field order on the wire does not matter). */
export const sameConditions = (a: GroupConditions, b: GroupConditions): boolean =>
  (a.duration === null || b.duration === null
    ? a.duration === b.duration
    : a.duration.from === b.duration.from && a.duration.expiresIn === b.duration.expiresIn) &&
  (a.daily === null || b.daily === null
    ? a.daily === b.daily
    : a.daily.fromMinute === b.daily.fromMinute && a.daily.expiresInMinutes === b.daily.expiresInMinutes) &&
  sameWeekdays(a.weekly, b.weekly);

/** A group holds exactly these settings (the look-up after a create whose answer was lost). */
export const hasSettingsOf = (group: Group, draft: GroupDraft): boolean =>
  group.name === draft.name &&
  group.enableOffline === draft.enableOffline &&
  group.enableRemote === draft.enableRemote &&
  sameConditions(group.conditions, draft.conditions);

/** True when the form's part is exactly what the loaded part showed (switched off for none). */
const partUntouched = (part: Part, loaded: GroupConditions, form: GroupForm): boolean => {
  const formPart = form[part];
  if (loaded[part] === null) return !formPart.enabled;
  if (!formPart.enabled) return false;
  switch (part) {
    case 'duration': {
      const shown = decodeDuration(loaded.duration as DurationCondition);
      return form.duration.startDate === shown.startDate && form.duration.endDate === shown.endDate;
    }
    case 'daily': {
      const shown = decodeDaily(loaded.daily as DailyCondition);
      return form.daily.startTime === shown.startTime && form.daily.endTime === shown.endTime;
    }
    case 'weekly':
      return sameWeekdays(form.weekly.days, loaded.weekly);
  }
};

/**
 * The PATCH body: what the manager changed on the form (measured against the group as the page loaded
 * it) on top of the group as it is now. An untouched field keeps the current value exactly: a period set
 * elsewhere from 09:30 to 18:00 is not widened to whole days by an edit of the name.
 */
export const groupDraftOnto = (current: Group, loaded: Group, form: GroupForm): GroupDraft => {
  const name = form.name.trim();
  const conditionOf = <P extends Part>(part: P): GroupConditions[P] =>
    partUntouched(part, loaded.conditions, form) ? current.conditions[part] : conditionsOf(form)[part];
  return {
    name: name === loaded.name ? current.name : name,
    enableOffline: form.enableOffline === loaded.enableOffline ? current.enableOffline : form.enableOffline,
    enableRemote: form.enableRemote === loaded.enableRemote ? current.enableRemote : form.enableRemote,
    conditions: { duration: conditionOf('duration'), daily: conditionOf('daily'), weekly: conditionOf('weekly') },
  };
};
