import { DateTime } from 'luxon';
import type { LockLog } from '../../../domain/logs/log';
import { JAPAN_TIME } from '../../../domain/shared/dates';
import type { WorldState } from '../world/state';
import { generatedLockLogs, latestGeneratedLockLogs } from './history';
import type { LockRecord } from './records';

/*
 * A lock's logs as the server answers them: its generated history (./history.ts) and what the world recorded later
 * (remote jobs, kept in the logs slice), newest first. The lock panel shows the latest (./server.ts); the log screens
 * read whole months (../logs/server.ts).
 */

/** What the world recorded in a month (remote jobs), as the log call answers it. */
const storedLockLogsOf = (state: Readonly<WorldState>, lock: LockRecord, year: number, month: number): LockLog[] =>
  state.storedLockLogs
    .filter((l) => l.lockId === lock.id)
    .filter((l) => {
      const d = DateTime.fromISO(l.loggedAt, { zone: JAPAN_TIME.zone });
      return d.year === year && d.month === month;
    })
    .map(({ lockId: _id, ...log }) => log);

/** Newest first (a stable sort: at the same time, recorded before generated). */
const newestFirst = (logs: LockLog[]): LockLog[] =>
  logs.sort((a, b) => Date.parse(b.loggedAt) - Date.parse(a.loggedAt));

/** Generated history plus what the world recorded later (remote jobs), newest first. */
export const lockLogsOfMonth = (
  state: Readonly<WorldState>,
  lock: LockRecord,
  year: number,
  month: number,
  now: Date,
): LockLog[] =>
  newestFirst([...storedLockLogsOf(state, lock, year, month), ...generatedLockLogs(lock, year, month, now)]);

/** lockLogsOfMonth(...).slice(0, count), generating only the month's last days that hold them. */
const latestOfMonth = (
  state: Readonly<WorldState>,
  lock: LockRecord,
  year: number,
  month: number,
  now: Date,
  count: number,
): LockLog[] =>
  newestFirst([
    ...storedLockLogsOf(state, lock, year, month),
    ...latestGeneratedLockLogs(lock, year, month, now, count),
  ]).slice(0, count);

/** The latest events shown on a lock panel: this month's, or last month's early in a month. */
export const latestLockLogs = (state: Readonly<WorldState>, lock: LockRecord, now: Date, count: number): LockLog[] => {
  const today = DateTime.fromJSDate(now).setZone(JAPAN_TIME.zone);
  const thisMonth = latestOfMonth(state, lock, today.year, today.month, now, count);
  if (thisMonth.length >= count) return thisMonth;
  const previous = today.minus({ months: 1 });
  return [...thisMonth, ...latestOfMonth(state, lock, previous.year, previous.month, now, count)].slice(0, count);
};
