import type { LockAccessTotals } from '../../domain/access/lockAccess';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import { isUnreadableTime, UNREADABLE_TIME } from '../../domain/keypads/expiry';
import { hourMinuteOf, isoDateOf, japanTimeOf } from '../../domain/shared/dates';

/**
 * How the access views write a moment and an end (Japan time): the words around the domain's verdicts, shared by
 * the pages, their totals lines and their CSV files.
 */

/** 2026/11/25 20:00: a moment the manager set, in the totals line and the CSV. */
export const momentWords = (at: Date): string => {
  // as formatPeriod writes a validity time (keypads/expiry.ts), kept apart: that one is on the lock list's budget
  const t = japanTimeOf(at.getTime());
  return `${isoDateOf(t).replace(/-/g, '/')} ${hourMinuteOf(t)}`;
};

/** '11月26日 14:05 時点': the moment a reading was taken, how 今 is shown on a view that answers for it. */
export const readMomentOf = (at: Date): string => {
  const t = japanTimeOf(at.getTime());
  return ACCESS_MESSAGES.readMoment(t.month, t.day, hourMinuteOf(t));
};

/** 今 with the reading's time when the moment is the reading's, otherwise the moment written out. */
const whenWords = (at: Date, isNow: boolean): { readonly readAt: string } | string =>
  isNow ? { readAt: readMomentOf(at) } : momentWords(at);

/**
 * Until when: the instant, or 期限なし; an end that names no date (an Invalid Date, which also makes a door's latest end
 * one) is 読み取れません, never 期限なし.
 */
export const untilWords = (until: Date | null): string => {
  if (until === null) return ACCESS_MESSAGES.noEnd;
  return isUnreadableTime(until) ? UNREADABLE_TIME : momentWords(until);
};

/** '今（11月26日 14:05 時点）この扉を開けられる：利用者 12人・PIN 3件・カード 5枚', or with the moment instead of 今. */
export const lockAccessHeadline = (totals: LockAccessTotals, at: Date, isNow: boolean): string =>
  ACCESS_MESSAGES.lockAccess.headline(whenWords(at, isNow), totals);

/** '今（11月26日 14:05 時点）この人が開けられる扉：3か所', or with the moment instead of 今. */
export const guestAccessSummary = (openDoorCount: number, at: Date, isNow: boolean): string =>
  ACCESS_MESSAGES.guest.totals(whenWords(at, isNow), openDoorCount);
