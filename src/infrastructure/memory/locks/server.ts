import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { Lock } from '../../../domain/locks/lock';
import { validateLockName } from '../../../domain/locks/lockName';
import { latestLockLogs } from './lockLogs';
import { organizationOf } from '../platform/server';
import type { AccountRecord } from '../world/platformRecords';
import type { World } from '../world/World';
import { pageSlice, servedPageNumber, servedPerPage } from '../world/paging';
import type { WorldState } from '../world/state';
import { lockOf } from './access';
import type { LockRecord } from './records';

/** The server's behaviour for locks and their key groups, shared by both backends. */

/** Events a lock carries for its panel. */
const PANEL_EVENTS = 3;

export const toLock = (state: Readonly<WorldState>, r: LockRecord, now: Date): Lock => ({
  id: r.id,
  modelId: r.modelId,
  serialNo: r.serialNo,
  batteryA: r.batteryA,
  batteryB: r.batteryB,
  setting: {
    lockName: r.lockName,
    createdAt: r.createdAt,
    onUpside: r.onUpside,
    subLock: r.subLock ? { ...r.subLock } : null,
    hub: r.hubSerial === null ? null : { serialNo: r.hubSerial },
  },
  keypads: r.keypads.map((k) => ({ ...k })),
  groups: state.groupLocks
    .filter((link) => link.lockId === r.id)
    .flatMap((link) => state.groups.filter((g) => g.id === link.groupId))
    .map((g) => ({ id: g.id, name: g.name, whole: g.whole })),
  lastEvents: latestLockLogs(state, r, now, PANEL_EVENTS).map(({ loggedAt, logType, userName, keyType }) => ({
    loggedAt,
    logType,
    userName,
    keyType,
  })),
});

export interface LockListQuery {
  organizationId: number;
  page: number;
  lockName: string;
  sortBy: string | null;
  sortOrder: string | null;
  groupId: number | null;
}

const compareBy = (sortBy: string | null): ((a: LockRecord, b: LockRecord) => number) | null => {
  if (sortBy === 'name') return (a, b) => a.lockName.localeCompare(b.lockName, 'ja');
  if (sortBy === 'created_at') return (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;
  return null;
};

/** GET /v1/console/locks answers `{locks}` and nothing more (devices-access §7): no total, a page size of its own. */
export const listLocks = (
  world: World,
  account: AccountRecord,
  q: LockListQuery,
): E.Either<PortError, { readonly items: ReadonlyArray<Lock> }> =>
  E.map(() =>
    world.read((s) => {
      const name = q.lockName.trim().toLowerCase();
      const matching = s.locks
        .filter((l) => l.organizationId === q.organizationId)
        .filter((l) => name === '' || l.lockName.toLowerCase().includes(name))
        .filter((l) => q.groupId === null || s.groupLocks.some((g) => g.groupId === q.groupId && g.lockId === l.id));
      const compare = compareBy(q.sortBy);
      const sorted = compare
        ? [...matching].sort((a, b) => (q.sortOrder === 'desc' ? -compare(a, b) : compare(a, b)))
        : matching;
      // the call takes no per_page: the world's size, or the test's cap
      const perPage = servedPerPage(world, 'locks', null);
      const items = pageSlice(sorted, servedPageNumber(q.page), perPage).map((r) => toLock(s, r, world.now()));
      return { items };
    }),
  )(organizationOf(world, account, q.organizationId));

export const getLock = (world: World, account: AccountRecord, lockId: number): E.Either<PortError, Lock> =>
  E.map((r: LockRecord) => world.read((s) => toLock(s, r, world.now())))(lockOf(world, account, lockId));

export const updateLockSetting = (
  world: World,
  account: AccountRecord,
  lockId: number,
  body: { lockName: unknown; onUpside: unknown },
): E.Either<PortError, void> =>
  E.chain((r: LockRecord) => {
    const lockName = typeof body.lockName === 'string' ? body.lockName.trim() : '';
    const invalid = validateLockName(lockName);
    if (invalid !== undefined) return E.left(PortErrors.invalid(invalid));
    world.write((s) => {
      const target = s.locks.find((l) => l.id === r.id);
      if (!target) return;
      target.lockName = lockName;
      if (typeof body.onUpside === 'boolean') target.onUpside = body.onUpside;
    });
    return E.right(undefined);
  })(lockOf(world, account, lockId));

/** Both calls check every lock and group first, so a 404 changes nothing. */
const checkLinks = (
  world: World,
  account: AccountRecord,
  groupIds: unknown,
  lockIds: unknown,
): E.Either<PortError, { groups: number[]; locks: number[] }> => {
  const groups = Array.isArray(groupIds) ? groupIds.filter((v): v is number => typeof v === 'number') : [];
  const locks = Array.isArray(lockIds) ? lockIds.filter((v): v is number => typeof v === 'number') : [];
  if (groups.length === 0 || locks.length === 0)
    return E.left(PortErrors.invalid('group_ids and lock_ids are required'));
  for (const lockId of locks) {
    const lock = lockOf(world, account, lockId);
    if (E.isLeft(lock)) return lock;
  }
  const known = world.read((s) =>
    groups.every((id) => s.groups.some((g) => g.id === id && account.organizationIds.includes(g.organizationId))),
  );
  return known ? E.right({ groups, locks }) : E.left(PortErrors.notFound('group not found'));
};

export const attachGroupLocks = (
  world: World,
  account: AccountRecord,
  groupIds: unknown,
  lockIds: unknown,
): E.Either<PortError, void> =>
  E.map(({ groups, locks }: { groups: number[]; locks: number[] }) =>
    world.write((s) => {
      for (const groupId of groups)
        for (const lockId of locks)
          if (!s.groupLocks.some((l) => l.groupId === groupId && l.lockId === lockId))
            s.groupLocks.push({ groupId, lockId });
    }),
  )(checkLinks(world, account, groupIds, lockIds));

export const detachGroupLocks = (
  world: World,
  account: AccountRecord,
  groupIds: unknown,
  lockIds: unknown,
): E.Either<PortError, void> =>
  E.map(({ groups, locks }: { groups: number[]; locks: number[] }) =>
    world.write((s) => {
      s.groupLocks = s.groupLocks.filter((l) => !(groups.includes(l.groupId) && locks.includes(l.lockId)));
    }),
  )(checkLinks(world, account, groupIds, lockIds));
