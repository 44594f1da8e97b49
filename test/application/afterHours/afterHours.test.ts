import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { LoadAfterHours } from '../../../src/application/afterHours/LoadAfterHours';
import { LoadBusinessHours } from '../../../src/application/afterHours/LoadBusinessHours';
import { SaveBusinessHours } from '../../../src/application/afterHours/SaveBusinessHours';
import { MAX_IN_FLIGHT } from '../../../src/application/shared/CallPool';
import type { Outcome } from '../../../src/application/shared/AppError';
import { businessHoursFormOf, DEFAULT_BUSINESS_HOURS } from '../../../src/domain/afterHours/businessHours';
import { generatedEntryExitLogs } from '../../../src/infrastructure/memory/locks/history';
import { lockLogsOfMonth } from '../../../src/infrastructure/memory/locks/lockLogs';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { BACKENDS, type Backend, signedIn } from '../../support/backends';
import { MeteredPool } from '../../support/meteredPool';
import { recordRequests } from '../../support/wire';

const NOVEMBER = { year: 2026, month: 11 };
const ORGANIZATION = 1;

const right = <T>(outcome: Outcome<T>): T => {
  if (E.isLeft(outcome)) throw new Error(outcome.left.message);
  return outcome.right;
};

/** A night unlock on a Tuesday and one on 文化の日 (Tuesday 3 November), on the storeroom (no hub, no keypad). */
const arrangeNightAndHoliday = (backend: Backend): void =>
  backend.world.write((s) => {
    s.storedLockLogs.push(
      {
        lockId: DEMO_LOCKS.storeroom,
        loggedAt: '2026-11-17T22:30:00+09:00',
        logType: 'open',
        keyType: 'app',
        userName: '夜間 太郎',
        lockSide: 'main',
      },
      {
        lockId: DEMO_LOCKS.storeroom,
        loggedAt: '2026-11-03T10:00:00+09:00',
        logType: 'open',
        keyType: 'console',
        userName: '祝日 花子',
        lockSide: 'main',
      },
    );
  });

/** The calls the report must make for the organization's month: the plan, the lock pages, every log page. */
const expectedCalls = (backend: Backend): number => {
  const now = backend.clock.now();
  return backend.world.read((s) => {
    const locks = s.locks.filter((l) => l.organizationId === ORGANIZATION);
    const pages = (rows: number) => Math.max(1, Math.ceil(rows / 30));
    return (
      1 +
      Math.ceil(locks.length / 10) +
      locks.reduce(
        (sum, lock) =>
          sum +
          pages(lockLogsOfMonth(s, lock, 2026, 11, now).length) +
          (lock.keypads.length > 0 ? pages(generatedEntryExitLogs(lock, 2026, 11, now).length) : 0),
        0,
      )
    );
  });
};

describe.each(BACKENDS)('時間外・休日の入退室 on the %s backend', (_name, makeBackend) => {
  it('reads the organization’s month through the pool, four at most, and lists a night entry and a holiday one', async () => {
    const backend = await signedIn(makeBackend);
    arrangeNightAndHoliday(backend);
    const sent = backend.name === 'http' ? recordRequests() : [];
    const pool = new MeteredPool();

    const reading = right(
      await backend.container.get(LoadAfterHours).execute({ kind: 'organization' }, NOVEMBER, pool),
    );

    const stored = reading.report.rows.filter(
      (r) => r.event.lockId === DEMO_LOCKS.storeroom && r.event.kind === 'unlock',
    );
    expect(stored.map((r) => [r.event.person, r.moment.kind, r.moment.holiday])).toEqual([
      ['祝日 花子', 'holiday', '文化の日'],
      ['夜間 太郎', 'outside', null],
    ]);
    expect(reading.doors).toHaveLength(backend.world.read((s) => s.locks.filter((l) => l.organizationId === 1).length));
    expect(reading.entryExitRead).toBe(true);
    expect(reading.report.days.map((d) => d.date)).toHaveLength(21);
    expect(reading.report.days.find((d) => d.date === '2026-11-03')?.holiday).toBe('文化の日');
    expect(reading.report.missingExits.length).toBeGreaterThan(0);
    // only doors with a keypad on both sides record exits
    const bothSides = backend.world.read((s) =>
      s.locks
        .filter(
          (l) => l.keypads.some((k) => k.useCase === 0) && l.keypads.some((k) => k.useCase === 1 || k.useCase === 8),
        )
        .map((l) => l.id),
    );
    expect(reading.report.missingExits.every((m) => bothSides.includes(m.lockId))).toBe(true);

    const calls = expectedCalls(backend);
    expect(pool.snapshot).toEqual({ done: calls, total: calls });
    expect(pool.most).toBeLessThanOrEqual(MAX_IN_FLIGHT);
    if (backend.name === 'http') {
      expect(sent).toHaveLength(calls);
      expect(pool.most).toBe(MAX_IN_FLIGHT);
      expect(
        sent
          .filter((r) => r.url.pathname === '/v1/console/knight_logs')
          .every((r) => r.url.searchParams.get('per_page') === '30'),
      ).toBe(true);
    }

    // the heading, the CSV and its file's name are the screen's (test/ui/afterHours/afterHoursCsv.test.ts)
    expect(reading.organization).toBe('株式会社キュリオデモ');
    expect(reading.door).toBeNull();
    expect(reading.report.month).toEqual(NOVEMBER);
  });

  it('reads one lock: the lock, then its two logs', async () => {
    const backend = await signedIn(makeBackend);
    const sent = backend.name === 'http' ? recordRequests() : [];
    const pool = new MeteredPool();
    const reading = right(
      await backend.container
        .get(LoadAfterHours)
        .execute({ kind: 'lock', lockId: DEMO_LOCKS.frontDoor }, NOVEMBER, pool),
    );
    expect(reading.doors).toEqual([{ id: 1, name: '本社 正面玄関' }]);
    expect(reading.door).toBe('本社 正面玄関');
    expect(reading.organization).toBe('株式会社キュリオデモ');
    expect(reading.report.rows.every((r) => r.event.lockId === DEMO_LOCKS.frontDoor)).toBe(true);
    // entries at 8:xx are before 9:00 and exits after 18:00 out of hours: the generated days have both
    expect(reading.report.rows.some((r) => r.event.kind === 'enter')).toBe(true);
    expect(reading.report.rows.some((r) => r.event.kind === 'exit')).toBe(true);
    if (backend.name === 'http')
      expect(sent.filter((r) => r.url.pathname.startsWith('/v1/console/locks/')).map((r) => r.path)).toEqual([
        '/v1/console/locks/1',
      ]);
  });

  it('stands on the lock logs alone when the plan shows no entry/exit log, and refuses without the lock log', async () => {
    const backend = await signedIn(makeBackend);
    const setPlan = (change: { displayInoutLog?: boolean; displayLockLog?: boolean }) =>
      backend.world.write((s) => {
        const org = s.organizations.find((o) => o.id === ORGANIZATION);
        if (org) org.planFunctions = { ...org.planFunctions, ...change };
      });
    setPlan({ displayInoutLog: false });
    const sent = backend.name === 'http' ? recordRequests() : [];
    const reading = right(
      await backend.container
        .get(LoadAfterHours)
        .execute({ kind: 'lock', lockId: DEMO_LOCKS.frontDoor }, NOVEMBER, new MeteredPool()),
    );
    expect(reading.entryExitRead).toBe(false);
    expect(reading.report.rows.some((r) => r.event.kind === 'enter')).toBe(false);
    if (backend.name === 'http') expect(sent.some((r) => r.url.pathname.includes('knight_logs'))).toBe(false);

    setPlan({ displayLockLog: false });
    const refused = await backend.container
      .get(LoadAfterHours)
      .execute({ kind: 'lock', lockId: DEMO_LOCKS.frontDoor }, NOVEMBER, new MeteredPool());
    expect(refused).toEqual(
      E.left({ kind: 'PlanLimit', message: 'ご利用のプランではこの機能はお使いいただけません。' }),
    );
  });

  it('judges against the business hours kept in this browser for the organization', async () => {
    const backend = await signedIn(makeBackend);
    arrangeNightAndHoliday(backend);
    expect(backend.container.get(LoadBusinessHours).execute()).toEqual({
      hours: DEFAULT_BUSINESS_HOURS,
      form: businessHoursFormOf(DEFAULT_BUSINESS_HOURS),
      description: '月〜金 09:00〜18:00（土・日・祝日は休業）',
    });
    const form = businessHoursFormOf(DEFAULT_BUSINESS_HOURS);
    const saved = await backend.container
      .get(SaveBusinessHours)
      .execute({ ...form, tuesday: { open: true, from: '00:00', to: '24:00' } });
    expect(E.isRight(saved)).toBe(true);
    expect(backend.container.get(LoadBusinessHours).execute().description).toBe(
      '月 09:00〜18:00・火 00:00〜24:00・水〜金 09:00〜18:00（土・日・祝日は休業）',
    );
    expect(backend.storage.getItem('qrio-console.pref.business-hours.1')).not.toBeNull();

    const reading = right(
      await backend.container
        .get(LoadAfterHours)
        .execute({ kind: 'lock', lockId: DEMO_LOCKS.storeroom }, NOVEMBER, new MeteredPool()),
    );
    const people = reading.report.rows.map((r) => r.event.person);
    // Tuesday is open all day now: 22:30 is inside; 文化の日 stays a holiday
    expect(people).not.toContain('夜間 太郎');
    expect(people).toContain('祝日 花子');

    const refused = await backend.container
      .get(SaveBusinessHours)
      .execute({ ...form, monday: { open: true, from: '18:00', to: '09:00' } });
    expect(refused).toEqual(
      E.left(
        expect.objectContaining({
          kind: 'Invalid',
          fields: { monday: '終了時刻を開始時刻より後に設定してください。' },
        }),
      ),
    );
  });
});
