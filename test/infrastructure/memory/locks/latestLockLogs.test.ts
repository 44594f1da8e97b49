import { fakerJA } from '@faker-js/faker';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { JAPAN_TIME } from '../../../../src/domain/shared/dates';
import { addLargeOrganization } from '../../../../src/infrastructure/memory/large/seed';
import type { LockRecord } from '../../../../src/infrastructure/memory/locks/records';
import { latestLockLogs, lockLogsOfMonth } from '../../../../src/infrastructure/memory/locks/lockLogs';
import { seedWorld } from '../../../../src/infrastructure/memory/world/seedWorld';
import type { WorldState } from '../../../../src/infrastructure/memory/world/state';
import { ALL_SLICES, TODAY } from '../../../support/backends';

/** What the lock panel showed before: the whole month generated, then the first `count`. */
const wholeMonthsLatest = (state: WorldState, lock: LockRecord, now: Date, count: number) => {
  const today = DateTime.fromJSDate(now).setZone(JAPAN_TIME.zone);
  const thisMonth = lockLogsOfMonth(state, lock, today.year, today.month, now);
  if (thisMonth.length >= count) return thisMonth.slice(0, count);
  const previous = today.minus({ months: 1 });
  return [...thisMonth, ...lockLogsOfMonth(state, lock, previous.year, previous.month, now)].slice(0, count);
};

const world = (): WorldState => {
  const state = seedWorld(TODAY, fakerJA, ALL_SLICES);
  addLargeOrganization(state, TODAY);
  return state;
};

describe("a lock panel's latest events (memory server): only the month's last days are generated", () => {
  const state = world();
  const moments = [
    TODAY,
    // early in a month (Japan time 2026-12-01 00:10): this month has none yet, last month's are shown
    new Date('2026-11-30T15:10:00Z'),
    new Date('2026-12-02T03:00:00Z'),
  ];

  it.each(moments.map((m) => [m.toISOString(), m] as const))(
    'at %s: the same 1, 3 and 10 events as the whole month gave, for every lock (default and large organization)',
    (_at, now) => {
      expect(state.locks.length).toBeGreaterThan(200);
      for (const lock of state.locks)
        for (const count of [1, 3, 10])
          expect(latestLockLogs(state, lock, now, count)).toEqual(wholeMonthsLatest(state, lock, now, count));
    },
  );

  it('with events the world recorded (a remote job) among them: recorded first at the same time, as before', () => {
    const lock = state.locks[0];
    if (!lock) throw new Error('no lock seeded');
    const [newest] = wholeMonthsLatest(state, lock, TODAY, 1);
    if (!newest) throw new Error('no event generated');
    const recorded: WorldState = {
      ...state,
      storedLockLogs: [
        { lockId: lock.id, ...newest, logType: 'close', keyType: 'app', userName: '遠隔操作' },
        {
          lockId: lock.id,
          loggedAt: '2026-11-21T09:59:00+09:00',
          logType: 'open',
          keyType: 'app',
          userName: 'A',
          lockSide: 'main',
        },
      ],
    };
    const latest = latestLockLogs(recorded, lock, TODAY, 3);
    expect(latest).toEqual(wholeMonthsLatest(recorded, lock, TODAY, 3));
    expect(latest.filter((l) => l.userName === '遠隔操作')).toHaveLength(1);
  });
});
