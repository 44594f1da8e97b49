import { DateTime } from 'luxon';
import { sideOfKeypad } from '../../../domain/locks/keypad';
import type { DailyTimecardRow, EntryExitLog, GuestTimecardRow, LockLog } from '../../../domain/logs/log';
import type { KeyType, LockSide, LogType } from '../../../domain/logs/logTypes';
import { JAPAN_TIME } from '../../../domain/shared/dates';
import { CURIO_NAMES, FUDOSAN_NAMES } from '../guests/slice';
import type { LockRecord } from './records';

/**
 * Months of logs are generated, not stored (browser storage holds 5 MB): each lock's day is
 * a pure function of the lock id and the date, so every call sees the same history.
 */

/** How far back the generated history reaches (the demo promises the last three months). */
export const GENERATED_DAYS = 92;

/**
 * The people who appear in the generated history: the first guests of each organization in the
 * guests slice (same ids and names), so the by-user timecard lists real guests. A generated day
 * keeps the name a guest had when seeded, as a real history keeps the name at the time.
 */
export const LOG_GUESTS: ReadonlyArray<{ id: number; organizationId: number; name: string }> = [
  ...CURIO_NAMES.slice(0, 12).map((name, i) => ({ id: i + 1, organizationId: 1, name })),
  ...FUDOSAN_NAMES.slice(0, 2).map((name, i) => ({ id: 101 + i, organizationId: 2, name })),
];

/** The manager whose console operations appear in the history. */
const CONSOLE_USER = '山田 太郎';

/** mulberry32: a tiny seeded generator, enough for plausible, repeatable days. */
export const randomFor = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Fisher-Yates with the day's generator: the same day always picks the same people. */
const shuffled = <T>(items: ReadonlyArray<T>, random: () => number): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = copy[i];
    const b = copy[j];
    if (a !== undefined && b !== undefined) [copy[i], copy[j]] = [b, a];
  }
  return copy;
};

/** An event's time as epoch milliseconds: Japan keeps +09:00 all year, so a day's clock time is plain arithmetic. */
interface Event {
  readonly at: number;
  readonly log: Omit<LockLog, 'loggedAt'>;
  readonly entry?: Omit<EntryExitLog, 'loggedAt'>;
}

const guestsOf = (lock: LockRecord) =>
  LOG_GUESTS.filter((g) => g.organizationId === lock.organizationId && (g.id + lock.id) % 3 !== 0);

const two = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * The same text as luxon's toISO({ suppressMilliseconds: true }) in Asia/Tokyo, e.g. 2026-11-21T08:05:09+09:00 (whole
 * seconds only).
 */
const iso = (at: number): string => {
  const d = new Date(at + JAPAN_TIME.offsetMs);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}T${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}${JAPAN_TIME.offset}`;
};

/**
 * Every event of one lock on one Japan day, oldest first, before `nowMs`. Plain numbers, not luxon:
 * the lock list generates a month of days for each lock it shows, and luxon's DateTime arithmetic was
 * a fifth of the console's start-up (a profile of the browser tests' boots, scripts/e2e-profile.mjs).
 */
const eventsOfDay = (lock: LockRecord, day: DateTime, nowMs: number): Event[] => {
  const dayStart = day.toMillis();
  const dayNumber = Math.floor(day.toSeconds() / 86400);
  const random = randomFor(lock.id * 100_003 + dayNumber);
  const pick = <T>(items: ReadonlyArray<T>): T | undefined => items[Math.floor(random() * items.length)];
  const at = (hour: number, minute: number) =>
    dayStart + ((hour * 60 + Math.floor(minute)) * 60 + Math.floor(random() * 60)) * 1000;
  const outdoor = lock.keypads.find((k) => sideOfKeypad(k.useCase) === 'outdoor');
  const indoor = lock.keypads.find((k) => sideOfKeypad(k.useCase) === 'indoor');
  const hasHub = lock.hubSerial !== null;
  const events: Event[] = [];
  const add = (
    time: number,
    logType: LogType,
    keyType: KeyType | null,
    userName: string | null,
    lockSide: LockSide = 'main',
    entry?: Event['entry'],
  ) => events.push({ at: time, log: { logType, keyType, userName, lockSide }, ...(entry ? { entry } : {}) });
  const autolock = (time: number) => {
    add(time + 30_000, 'autolock', null, null);
    if (lock.subLock) add(time + 31_000, 'autolock', null, null, 'sub');
  };

  if (lock.keypads.length > 0) {
    const weekend = day.weekday >= 6;
    const visitors = shuffled(guestsOf(lock), random).slice(
      0,
      weekend ? Math.floor(random() * 3) : 3 + Math.floor(random() * 4),
    );
    for (const guest of visitors) {
      const enterAt = at(8, random() * 120);
      const key: KeyType = random() < 0.5 ? 'card' : 'pin';
      if (outdoor) add(enterAt, 'open', key, guest.name, 'main', { useCase: outdoor.useCase, guestName: guest.name });
      else add(enterAt, 'open', 'app', guest.name);
      autolock(enterAt);
      if (random() < 0.08) continue; // left with someone else: no exit record, a timecard error
      const exitAt = at(17, random() * 180);
      if (indoor)
        add(exitAt, 'open', random() < 0.5 ? 'card' : 'pin', guest.name, 'main', {
          useCase: indoor.useCase,
          guestName: guest.name,
        });
      else add(exitAt, 'manual_open', null, null);
      autolock(exitAt);
    }
  }
  const someone = pick(guestsOf(lock))?.name ?? null;
  if (hasHub && random() < 0.5) add(at(12, random() * 60), 'open', 'app', someone);
  if (hasHub && random() < 0.3) add(at(13, random() * 60), 'close', 'app', someone);
  if (hasHub && random() < 0.15) add(at(10, random() * 60), 'open', 'console', CONSOLE_USER);
  // someone inside turns the thumb turn: a manual unlock on any lock
  if (random() < 0.25) add(at(15, random() * 60), 'manual_open', null, null);
  if (random() < 0.3)
    add(at(19, random() * 60), 'manual_close', null, null, lock.subLock && random() < 0.5 ? 'sub' : 'main');
  if (!hasHub && lock.keypads.length === 0) {
    add(at(9, random() * 30), 'manual_open', null, null);
    add(at(18, random() * 30), 'manual_close', null, null);
  }
  // failures are rare but every lock shows each kind within a month
  if (dayNumber % 6 === lock.id % 6)
    add(at(11, random() * 60), 'open_failed', lock.keypads.length > 0 ? 'card' : hasHub ? 'app' : null, someone);
  if (hasHub && dayNumber % 9 === lock.id % 9) add(at(14, random() * 60), 'close_failed', 'app', someone);
  if (dayNumber % 13 === lock.id % 13) add(at(20, random() * 60), 'autolock_failed', null, null);
  return events.filter((e) => e.at <= nowMs).sort((a, b) => a.at - b.at);
};

const japanNow = (now: Date) => DateTime.fromJSDate(now).setZone(JAPAN_TIME.zone);

/** The first and the last Japan day of a month with generated history (first after last: none). */
const historyBounds = (lock: LockRecord, year: number, month: number, now: Date) => {
  const today = japanNow(now).startOf('day');
  const created = DateTime.fromISO(lock.createdAt, { zone: JAPAN_TIME.zone }).startOf('day');
  const first = DateTime.max(
    DateTime.fromObject({ year, month, day: 1 }, { zone: JAPAN_TIME.zone }),
    created,
    today.minus({ days: GENERATED_DAYS }),
  );
  const last = DateTime.min(
    DateTime.fromObject({ year, month, day: 1 }, { zone: JAPAN_TIME.zone }).endOf('month').startOf('day'),
    today,
  );
  return { first, last };
};

/** The Japan days of a month that have generated history: within 92 days, after registration, not after today. */
export const daysWithHistory = (lock: LockRecord, year: number, month: number, now: Date): DateTime[] => {
  const { first, last } = historyBounds(lock, year, month, now);
  const days: DateTime[] = [];
  for (let d = first; d <= last; d = d.plus({ days: 1 })) days.push(d);
  return days;
};

const eventsOfDays = (lock: LockRecord, days: ReadonlyArray<DateTime>, now: Date): Event[] =>
  days.flatMap((d) => eventsOfDay(lock, d, now.getTime()));

const newestFirst = <T extends { loggedAt: string }>(rows: T[]): T[] =>
  rows.sort((a, b) => Date.parse(b.loggedAt) - Date.parse(a.loggedAt));

export const generatedLockLogs = (lock: LockRecord, year: number, month: number, now: Date): LockLog[] =>
  newestFirst(
    eventsOfDays(lock, daysWithHistory(lock, year, month, now), now).map((e) => ({ loggedAt: iso(e.at), ...e.log })),
  );

/**
 * The newest `count` generated events of a month, newest first: the same rows as generatedLockLogs(...).slice(0,
 * count), from the days of the month's end backwards, only as many days as give `count` events (a day's events all
 * lie within it). The lock list shows three per lock: it generated a whole month for each lock of each page.
 */
export const latestGeneratedLockLogs = (
  lock: LockRecord,
  year: number,
  month: number,
  now: Date,
  count: number,
): LockLog[] => {
  const { first, last } = historyBounds(lock, year, month, now);
  // oldest day first, as generatedLockLogs has them: the sort below then orders equal times the same way
  const days: Event[][] = [];
  let found = 0;
  for (let d = last; d >= first && found < count; d = d.minus({ days: 1 })) {
    const events = eventsOfDay(lock, d, now.getTime());
    days.unshift(events);
    found += events.length;
  }
  return newestFirst(days.flat().map((e) => ({ loggedAt: iso(e.at), ...e.log }))).slice(0, count);
};

export const generatedEntryExitLogs = (lock: LockRecord, year: number, month: number, now: Date): EntryExitLog[] =>
  newestFirst(
    eventsOfDays(lock, daysWithHistory(lock, year, month, now), now).flatMap((e) =>
      e.entry ? [{ loggedAt: iso(e.at), ...e.entry }] : [],
    ),
  );

const entriesOfDay = (lock: LockRecord, date: string, now: Date): EntryExitLog[] => {
  const day = DateTime.fromISO(date, { zone: JAPAN_TIME.zone }).startOf('day');
  if (!day.isValid) return [];
  return daysWithHistory(lock, day.year, day.month, now)
    .filter((d) => d.hasSame(day, 'day'))
    .flatMap((d) =>
      eventsOfDay(lock, d, now.getTime()).flatMap((e) => (e.entry ? [{ loggedAt: iso(e.at), ...e.entry }] : [])),
    );
};

/** First entry and last exit of each person that day; one without the other is an error row. */
const timecardOf = (entries: ReadonlyArray<EntryExitLog>, guestName: string) => {
  const mine = entries.filter((e) => e.guestName === guestName);
  const enter = mine.find((e) => sideOfKeypad(e.useCase) === 'outdoor')?.loggedAt ?? null;
  const exit = [...mine].reverse().find((e) => sideOfKeypad(e.useCase) === 'indoor')?.loggedAt ?? null;
  return { enterAt: enter, exitAt: exit };
};

export const dailyTimecard = (lock: LockRecord, date: string, now: Date): DailyTimecardRow[] => {
  const entries = entriesOfDay(lock, date, now);
  const names = [...new Set(entries.map((e) => e.guestName).filter((n): n is string => n !== null))];
  return names.map((guestName) => {
    const { enterAt, exitAt } = timecardOf(entries, guestName);
    // an exit is expected only where the lock has an indoor keypad to record it
    const expectsExit = lock.keypads.some((k) => sideOfKeypad(k.useCase) === 'indoor');
    const expectsEnter = lock.keypads.some((k) => sideOfKeypad(k.useCase) === 'outdoor');
    return {
      guestName,
      enterAt,
      exitAt,
      isError: (expectsEnter && enterAt === null) || (expectsExit && exitAt === null),
    };
  });
};

export const guestTimecard = (
  lock: LockRecord,
  guestName: string,
  year: number,
  month: number,
  now: Date,
): GuestTimecardRow[] =>
  daysWithHistory(lock, year, month, now).flatMap((day) => {
    const date = day.toISODate() ?? '';
    const { enterAt, exitAt } = timecardOf(entriesOfDay(lock, date, now), guestName);
    return enterAt === null && exitAt === null ? [] : [{ date, enterAt, exitAt }];
  });
