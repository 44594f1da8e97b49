import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { ExportLogCsv } from '../../../src/application/logs/ExportLogCsv';
import { LoadLogPage } from '../../../src/application/logs/LoadLogPage';
import { ListTimecardGuests } from '../../../src/application/logs/ListTimecardGuests';
import { LoadDailyTimecard } from '../../../src/application/logs/LoadDailyTimecard';
import { LoadGuestTimecard } from '../../../src/application/logs/LoadGuestTimecard';
import { LoadPlanFunctions } from '../../../src/application/session/LoadPlanFunctions';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { LogGateway } from '../../../src/application/logs/ports/LogGateway';
import type { LogGateway as LogGatewayPort } from '../../../src/application/logs/ports/LogGateway';
import { KEY_TYPE_LABELS, LOG_TYPE_LABELS } from '../../../src/domain/logs/messages';
import type { PlanFunctions } from '../../../src/domain/shared/plan';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { BACKENDS, type Backend, signedIn } from '../../support/backends';
import { invalid, portError, rightOf } from '../../support/outcomes';

const NOVEMBER = { year: 2026, month: 11 };
const months = [{ year: 2026, month: 8 }, { year: 2026, month: 9 }, { year: 2026, month: 10 }, NOVEMBER];

const planOf = async (backend: Backend): Promise<PlanFunctions> => {
  return rightOf(await backend.container.get(LoadPlanFunctions).execute());
};

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe.each(BACKENDS)('logs on the %s backend', (_name, makeBackend) => {
  it('lock/unlock history: 30 rows a page, newest first, before now', async () => {
    const backend = await signedIn(makeBackend);
    const result = rightOf(
      await backend.container.get(LoadLogPage).execute('lockLog', DEMO_LOCKS.frontDoor, NOVEMBER, 1),
    );
    const times = result.items.map((l) => Date.parse(l.loggedAt));
    expect(result.items).toHaveLength(30);
    expect(result.total).toBe(451);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(backend.clock.now().getTime());
  });

  it('the last three months show every log type and key type', async () => {
    const backend = await signedIn(makeBackend);
    const gateway = backend.container.get<LogGatewayPort>(LogGateway);
    const seen = { types: new Set<string>(), keys: new Set<string>() };
    for (const m of months) {
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const rows = rightOf(await gateway.lockLogs({ lockId: DEMO_LOCKS.frontDoor, ...m, page, perPage: 100 }));
        pages = Math.ceil(rows.total / 100);
        rows.items.forEach((l) => {
          seen.types.add(l.logType);
          if (l.keyType) seen.keys.add(l.keyType);
        });
      }
    }
    expect([...seen.types].sort()).toEqual(Object.keys(LOG_TYPE_LABELS).sort());
    expect([...seen.keys].sort()).toEqual(Object.keys(KEY_TYPE_LABELS).sort());
  });

  it('the same month reads the same history twice (generated from the seed, not stored)', async () => {
    const backend = await signedIn(makeBackend);
    const load = backend.container.get(LoadLogPage);
    const a = await load.execute('entryExitLog', DEMO_LOCKS.frontDoor, { year: 2026, month: 10 }, 2);
    const b = await load.execute('entryExitLog', DEMO_LOCKS.frontDoor, { year: 2026, month: 10 }, 2);
    expect(a).toEqual(b);
    expect(new Set(rightOf(a).items.map((l) => l.useCase))).toEqual(new Set([0, 1]));
  });

  it('a lock registered 20 days ago has no history before that day', async () => {
    const backend = await signedIn(makeBackend);
    const result = rightOf(
      await backend.container.get(LoadLogPage).execute('lockLog', DEMO_LOCKS.archive, { year: 2026, month: 10 }, 1),
    );
    const created = backend.world.read((s) => s.locks.find((l) => l.id === DEMO_LOCKS.archive)?.createdAt ?? '');
    expect(result.items.every((l) => l.loggedAt.slice(0, 10) >= created.slice(0, 10))).toBe(true);
  });

  it('timecard by day: one row per person with entry and exit', async () => {
    const backend = await signedIn(makeBackend);
    const result = rightOf(await backend.container.get(LoadDailyTimecard).execute(DEMO_LOCKS.frontDoor, '2026-11-19'));
    expect(result.cut).toBe(false);
    expect(result.rows).toHaveLength(4);
    expect(result.rows.every((r) => r.enterAt === null || r.enterAt.startsWith('2026-11-19'))).toBe(true);
  });

  it('timecard by user asks for a user first, then lists that user’s days', async () => {
    const backend = await signedIn(makeBackend);
    const timecard = backend.container.get(LoadGuestTimecard);
    expect(await timecard.execute(DEMO_LOCKS.frontDoor, null, NOVEMBER)).toEqual(invalid('利用者を選択してください。'));
    const users = rightOf(await backend.container.get(ListTimecardGuests).execute());
    // the picker lists every guest; 佐藤 健 is one who comes through the front door
    const sato = users.find((u) => u.name === '佐藤 健');
    expect(sato).toEqual({ id: 1, name: '佐藤 健' });
    const rows = rightOf(await timecard.execute(DEMO_LOCKS.frontDoor, sato?.id ?? 0, { year: 2026, month: 10 }));
    expect(rows.length).toBe(16);
  });

  it('each CSV starts with the UTF-8 BOM and is named by kind and period', async () => {
    const backend = await signedIn(makeBackend);
    const plan = await planOf(backend);
    const exportCsv = backend.container.get(ExportLogCsv);
    const cases = [
      [
        { kind: 'lockLog', filter: { lockId: 1, ...NOVEMBER } },
        '施解錠履歴_2026年11月.csv',
        '日時,操作,解錠方法,利用者,ロック',
      ],
      [{ kind: 'entryExitLog', filter: { lockId: 1, ...NOVEMBER } }, '入退室履歴_2026年11月.csv', '日時,入退室,利用者'],
      [
        { kind: 'dailyTimecard', filter: { lockId: 1, date: '2026-11-19' } },
        'タイムカード_日別_2026年11月19日.csv',
        '利用者,入室,退室,状態',
      ],
      [
        { kind: 'guestTimecard', filter: { lockId: 1, guestId: 1, ...NOVEMBER }, guestName: '佐藤 健' },
        'タイムカード_利用者別_佐藤 健_2026年11月.csv',
        '日付,入室,退室',
      ],
    ] as const;
    for (const [request, fileName, header] of cases) {
      const file = rightOf(await exportCsv.execute(plan, request));
      expect(file.fileName).toBe(fileName);
      const bytes = await bytesOf(file.blob);
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes).split('\r\n')[0]).toBe(header);
    }
  });

  it('organization 2 has no lock-history CSV: the use case refuses, and so does the server', async () => {
    const backend = await signedIn(makeBackend);
    backend.container.get(SwitchOrganization).execute(2);
    const plan = await planOf(backend);
    expect(
      await backend.container.get(ExportLogCsv).execute(plan, { kind: 'lockLog', filter: { lockId: 31, ...NOVEMBER } }),
    ).toEqual(E.left({ kind: 'PlanLimit', message: 'ご利用のプランではこの機能はお使いいただけません。' }));
    const direct = await backend.container
      .get<LogGatewayPort>(LogGateway)
      .csv({ kind: 'lockLog', filter: { lockId: 31, ...NOVEMBER } });
    expect(direct).toEqual(portError('PlanLimit'));
  });

  it('a remote unlock appears at the top of the history', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      s.storedLockLogs.unshift({
        lockId: 1,
        loggedAt: backend.clock.now().toISOString(),
        logType: 'close',
        keyType: 'console',
        userName: '山田 太郎',
        lockSide: 'main',
      });
    });
    const result = rightOf(
      await backend.container.get(LoadLogPage).execute('lockLog', DEMO_LOCKS.frontDoor, NOVEMBER, 1),
    );
    expect(result.items[0]).toMatchObject({
      logType: 'close',
      keyType: 'console',
      userName: '山田 太郎',
    });
  });
});
