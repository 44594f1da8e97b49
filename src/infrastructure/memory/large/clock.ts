import { JAPAN_TIME } from '../../../domain/shared/dates';
import type { GroupRecord } from '../groups/slice';

/** The seeding day's arithmetic: the large organization is dated from the day it is added. */

export interface Clock {
  /** ISO date-time in Japan, `days` from the seeding day (negative: before). */
  at(days: number, hour: number, minute?: number): string;
  /** Epoch seconds of the start of the Japan day `days` from the seeding day. */
  dayStart(days: number): number;
}

const DAY_MS = 86_400_000;
/** Japan keeps +09:00 all year: days and clock times are plain arithmetic (luxon per record was most of the time). */
const two = (n: number): string => (n < 10 ? `0${n}` : String(n));

export const clockOf = (now: Date): Clock => {
  const todayMs = Math.floor((now.getTime() + JAPAN_TIME.offsetMs) / DAY_MS) * DAY_MS - JAPAN_TIME.offsetMs;
  return {
    // the same text as luxon's toISO() in Asia/Tokyo, as the other slices write it: 2026-11-21T09:00:00.000+09:00
    at: (days, hour, minute = 0) => {
      const d = new Date(todayMs + days * DAY_MS + hour * 3_600_000 + minute * 60_000 + JAPAN_TIME.offsetMs);
      return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}T${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:00.000${JAPAN_TIME.offset}`;
    },
    dayStart: (days) => (todayMs + days * DAY_MS) / 1000,
  };
};

/** A group period from the start of one day to the end of another (the groups slice's shape). */
export function period(clock: Clock, fromDays: number, toDays: number): GroupRecord['duration'] {
  return { from: clock.dayStart(fromDays), expiresIn: clock.dayStart(toDays) + 86_399 - clock.dayStart(fromDays) };
}
