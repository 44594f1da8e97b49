import * as E from 'fp-ts/Either';
import { DateTime } from 'luxon';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import {
  dailyTimecardRowsToCsv,
  entryExitRowsToCsv,
  guestTimecardRowsToCsv,
  logRowsToCsv,
} from '../../../domain/logs/csv';
import type { DailyTimecardRow, EntryExitLog, GuestTimecardRow, LockLog } from '../../../domain/logs/log';
import { JAPAN_TIME } from '../../../domain/shared/dates';
import type { Page } from '../../../domain/shared/paging';
import type { PlanFeature } from '../../../domain/shared/plan';
import { lockOf } from '../locks/access';
import type { LockRecord } from '../locks/records';
import type { AccountRecord } from '../world/platformRecords';
import type { World } from '../world/World';
import { servedPageNumber, servedPerPage } from '../world/paging';
import { dailyTimecard, generatedEntryExitLogs, guestTimecard } from '../locks/history';
import { lockLogsOfMonth } from '../locks/lockLogs';

/** The server's behaviour for the four log calls and their CSVs, shared by both backends. */

export interface MonthQuery {
  lockId: number;
  year: number;
  month: number;
}

const validMonth = (q: { year: number; month: number }): boolean =>
  Number.isInteger(q.year) &&
  Number.isInteger(q.month) &&
  q.month >= 1 &&
  q.month <= 12 &&
  q.year >= 2000 &&
  q.year <= 2100;

const paged = <T>(world: World, rows: ReadonlyArray<T>, page: number, perPage: number): Page<T> => {
  const size = servedPerPage(world, 'logs', perPage);
  const current = servedPageNumber(page);
  return { items: rows.slice((current - 1) * size, current * size), total: rows.length, page: current, perPage: size };
};

/** The server enforces the plan too: a gated call of an organization without the function is refused. */
const gatedLock = (
  world: World,
  account: AccountRecord,
  lockId: number,
  feature: PlanFeature,
): E.Either<PortError, LockRecord> =>
  E.chain((lock: LockRecord) => {
    const plan = world.read((s) => s.organizations.find((o) => o.id === lock.organizationId)?.planFunctions);
    return plan && plan[feature] ? E.right(lock) : E.left(PortErrors.planLimit('not available on your plan'));
  })(lockOf(world, account, lockId));

const monthOf = <T>(
  world: World,
  account: AccountRecord,
  q: MonthQuery,
  feature: PlanFeature,
  rows: (lock: LockRecord) => T,
): E.Either<PortError, T> => {
  if (!validMonth(q)) return E.left(PortErrors.invalid('year and month are required'));
  return E.map(rows)(gatedLock(world, account, q.lockId, feature));
};

export const lockLogs = (
  world: World,
  account: AccountRecord,
  q: MonthQuery & { page: number; perPage: number },
): E.Either<PortError, Page<LockLog>> =>
  monthOf(world, account, q, 'displayLockLog', (lock) =>
    paged(
      world,
      world.read((s) => lockLogsOfMonth(s, lock, q.year, q.month, world.now())),
      q.page,
      q.perPage,
    ),
  );

export const entryExitLogs = (
  world: World,
  account: AccountRecord,
  q: MonthQuery & { page: number; perPage: number },
): E.Either<PortError, Page<EntryExitLog>> =>
  monthOf(world, account, q, 'displayInoutLog', (lock) =>
    paged(world, generatedEntryExitLogs(lock, q.year, q.month, world.now()), q.page, q.perPage),
  );

export const dailyEnterExit = (
  world: World,
  account: AccountRecord,
  q: { lockId: number; date: string },
): E.Either<PortError, DailyTimecardRow[]> => {
  if (!DateTime.fromISO(q.date, { zone: JAPAN_TIME.zone }).isValid)
    return E.left(PortErrors.invalid('date is required'));
  return E.map((lock: LockRecord) => dailyTimecard(lock, q.date, world.now()))(
    gatedLock(world, account, q.lockId, 'displayTimecard'),
  );
};

export const guestEnterExit = (
  world: World,
  account: AccountRecord,
  q: MonthQuery & { guestId: number },
): E.Either<PortError, GuestTimecardRow[]> => {
  const guest = world.read((s) =>
    s.guests.find((g) => g.id === q.guestId && account.organizationIds.includes(g.organizationId)),
  );
  if (!guest) return E.left(PortErrors.notFound('guest not found'));
  return monthOf(world, account, q, 'displayTimecard', (lock) =>
    guestTimecard(lock, guest.name, q.year, q.month, world.now()),
  );
};

/** The CSV text of each kind: UTF-8 BOM and CRLF by the one writer, every row (no paging, no 100-row cut). */
export const lockLogsCsv = (world: World, account: AccountRecord, q: MonthQuery): E.Either<PortError, string> =>
  monthOf(world, account, q, 'downloadLogCsv', (lock) =>
    logRowsToCsv(world.read((s) => lockLogsOfMonth(s, lock, q.year, q.month, world.now()))),
  );

export const entryExitCsv = (world: World, account: AccountRecord, q: MonthQuery): E.Either<PortError, string> =>
  monthOf(world, account, q, 'downloadInoutLogCsv', (lock) =>
    entryExitRowsToCsv(generatedEntryExitLogs(lock, q.year, q.month, world.now())),
  );

export const dailyEnterExitCsv = (
  world: World,
  account: AccountRecord,
  q: { lockId: number; date: string },
): E.Either<PortError, string> =>
  E.chain(() => E.map(dailyTimecardRowsToCsv)(dailyEnterExit(world, account, q)))(
    gatedLock(world, account, q.lockId, 'downloadTimecardCsv'),
  );

export const guestEnterExitCsv = (
  world: World,
  account: AccountRecord,
  q: MonthQuery & { guestId: number },
): E.Either<PortError, string> =>
  E.chain(() => E.map(guestTimecardRowsToCsv)(guestEnterExit(world, account, q)))(
    gatedLock(world, account, q.lockId, 'downloadTimecardCsv'),
  );
