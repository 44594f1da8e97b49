import { WEEKDAYS, type GroupConditions, type Weekday } from '../groups/group';
import { MINUTES_PER_DAY } from '../groups/groupForm';
import { registrationBadgeOf, type RegistrationJobStatus } from '../keypads/registration';
import { instantOfIso, japanTimeOf } from '../shared/dates';

/**
 * Who or what opens a door at one moment (Japan time): a key group's conditions, a PIN's or an IC
 * card's validity and registration. The access views ask this of every group and credential they read.
 */

/** Why a group does not open at the moment. */
export type GroupClosedReason = 'before-period' | 'after-period' | 'weekday' | 'hours';

export type GroupVerdict =
  { readonly opens: true; readonly reason: null } | { readonly opens: false; readonly reason: GroupClosedReason };

/** japanTimeOf counts ISO weekdays, 1 (Monday) to 7 (Sunday): WEEKDAYS is Monday first too. */
const weekdayBefore = (isoWeekday: number, daysBack: number): Weekday =>
  WEEKDAYS[(((isoWeekday - 1 - daysBack) % 7) + 7) % 7] ?? 'monday';

/**
 * The group's period, then its days and hours, as the group settings' week view reads them: a daily window
 * belongs to the day it starts on, so with Friday only and 22:00〜翌06:00, Saturday 03:00 opens and Sunday
 * 03:00 does not. The period's end second is inside it (the validity period's end is inclusive).
 */
export const groupVerdictAt = (conditions: GroupConditions, at: Date): GroupVerdict => {
  const { duration, daily, weekly } = conditions;
  const seconds = Math.floor(at.getTime() / 1000);
  if (duration !== null) {
    if (seconds < duration.from) return { opens: false, reason: 'before-period' };
    if (seconds > duration.from + duration.expiresIn) return { opens: false, reason: 'after-period' };
  }
  const time = japanTimeOf(at.getTime());
  const dayAllowed = (daysBack: number): boolean => weekly === null || weekly[weekdayBefore(time.weekday, daysBack)];
  if (daily === null) return dayAllowed(0) ? { opens: true, reason: null } : { opens: false, reason: 'weekday' };
  const minute = time.hour * 60 + time.minute;
  const start = ((daily.fromMinute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const length = Math.min(daily.expiresInMinutes, 7 * MINUTES_PER_DAY);
  // a window that started today or on one of the days before and is still running
  let insideWindow = false;
  for (let daysBack = 0; daysBack * MINUTES_PER_DAY <= start + length; daysBack += 1) {
    const sinceStart = minute + daysBack * MINUTES_PER_DAY - start;
    if (sinceStart < 0 || sinceStart >= length) continue;
    insideWindow = true;
    if (dayAllowed(daysBack)) return { opens: true, reason: null };
  }
  return { opens: false, reason: insideWindow || !dayAllowed(0) ? 'weekday' : 'hours' };
};

/** The instant the group's period ends (its last second), null when it has no period: until when it opens. */
export const groupPeriodEndOf = (conditions: GroupConditions): Date | null =>
  conditions.duration === null ? null : new Date((conditions.duration.from + conditions.duration.expiresIn) * 1000);

/** Where a PIN or an IC card stands at the moment. */
export type CredentialState = 'opens' | 'failed' | 'registering' | 'being-deleted' | 'not-yet' | 'expired';

export interface Credential {
  readonly timeFrom: string | null;
  readonly timeTill: string | null;
  readonly registrationJobStatus: RegistrationJobStatus;
}

const instantOr = (iso: string | null, fallback: number): number => {
  if (iso === null) return fallback;
  const millis = instantOfIso(iso);
  return Number.isNaN(millis) ? fallback : millis;
};

/**
 * A credential opens when its registration reached the keypad (a failed or unfinished job does not count)
 * and the moment is inside its validity: from its start, up to and including its end (devices-access §3:
 * expired when the end is earlier than now). A card whose user is gone is being deleted (devices-access §2).
 */
export const credentialStateAt = (credential: Credential, at: Date, beingDeleted = false): CredentialState => {
  const badge = registrationBadgeOf(credential);
  if (badge === 'failed') return 'failed';
  if (beingDeleted) return 'being-deleted';
  if (badge === 'registering') return 'registering';
  const millis = at.getTime();
  if (instantOr(credential.timeTill, Infinity) < millis) return 'expired';
  if (instantOr(credential.timeFrom, -Infinity) > millis) return 'not-yet';
  return 'opens';
};
