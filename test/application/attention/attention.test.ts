import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { AccessReadings, DOORS_VIEW } from '../../../src/application/shared/AccessReadings';
import { LoadAttention } from '../../../src/application/attention/LoadAttention';
import { LoadAttentionMarks } from '../../../src/application/attention/LoadAttentionMarks';
import { LoadDeviceAttention } from '../../../src/application/attention/LoadDeviceAttention';
import { MarkAttention } from '../../../src/application/attention/MarkAttention';
import { ListLocks } from '../../../src/application/locks/ListLocks';
import { MAX_IN_FLIGHT } from '../../../src/application/shared/CallPool';
import type { Outcome } from '../../../src/application/shared/AppError';
import type { DoorRow } from '../../../src/domain/remote/doorStates';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { DEMO_GROUPS } from '../../../src/infrastructure/memory/groups/slice';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { BACKENDS, type Backend, signedIn } from '../../support/backends';
import { MeteredPool } from '../../support/meteredPool';
import { recordRequests } from '../../support/wire';

const right = <T>(outcome: Outcome<T>): T => {
  if (E.isLeft(outcome)) throw new Error(outcome.left.message);
  return outcome.right;
};

const DAY_S = 86_400;

/** 扉の状態 read in this session, the server room's door unread (its jobs fail with a server message). */
const keepDoorReading = (backend: Backend): void => {
  const rows: DoorRow[] = [
    { lockId: DEMO_LOCKS.serverRoom, name: 'サーバールーム', state: { kind: 'readFailed', message: '通信エラー' } },
    { lockId: DEMO_LOCKS.sideDoor, name: '本社 通用口', state: { kind: 'read', lockStatus: 'open' } },
  ];
  backend.container.get(AccessReadings).keep(1, DOORS_VIEW, { value: rows, readAt: backend.clock.now() });
};

/** A group whose period ends in three days, and a guest whose connection request is 20 days old. */
const arrange = (backend: Backend): void => {
  const now = Math.floor(backend.clock.now().getTime() / 1000);
  backend.world.write((s) => {
    const group = s.groups.find((g) => g.id === DEMO_GROUPS.period);
    if (group) group.duration = { from: now - 10 * DAY_S, expiresIn: 13 * DAY_S };
    const guest = s.guests.find((g) => g.id === 21);
    if (guest) guest.connectionRequestDate = new Date((now - 20 * DAY_S) * 1000).toISOString();
  });
};

describe.each(BACKENDS)('要対応 on the %s backend', (_name, makeBackend) => {
  it('reads the organization through the pool, four at most, and lists every kind with the record that fixes it', async () => {
    const backend = await signedIn(makeBackend);
    arrange(backend);
    keepDoorReading(backend);
    const sent = backend.name === 'http' ? recordRequests() : [];
    const pool = new MeteredPool();

    const reading = right(await backend.container.get(LoadAttention).execute(pool));

    expect(reading.doorsRead).toBe(true);
    const kinds = new Set(reading.items.map((i) => i.kind));
    expect([...kinds]).toEqual([
      'battery',
      'hub',
      'registrationFailed',
      'endingSoon',
      'connectionPending',
      'cardWithoutUser',
    ]);
    const subjectsOf = (kind: string) => reading.items.filter((i) => i.kind === kind).map((i) => i.subject);
    expect(subjectsOf('hub')).toEqual(['サーバールーム']);
    expect(subjectsOf('registrationFailed')).toContain(`暗証番号「${DEMO_PINS.failedName}」`);
    expect(subjectsOf('endingSoon')).toContain('鍵グループ「短期プロジェクト」');
    expect(subjectsOf('connectionPending')).toEqual(
      backend.world.read((s) => s.guests.filter((g) => g.id === 21).map((g) => g.name)),
    );
    expect(subjectsOf('cardWithoutUser')).toHaveLength(
      backend.world.read((s) => s.cardMasters.filter((c) => c.organizationId === 1 && c.guestId === null).length),
    );
    // the storeroom's NG battery, the side door's empty keypad, the president's room's empty sub lock
    expect(reading.items.filter((i) => i.kind === 'battery').map((i) => i.fix)).toEqual(
      expect.arrayContaining([
        { kind: 'lockSettings', lockId: DEMO_LOCKS.storeroom },
        { kind: 'lockSettings', lockId: DEMO_LOCKS.sideDoor },
        { kind: 'lockSettings', lockId: DEMO_LOCKS.president },
      ]),
    );
    expect(reading.items.find((i) => i.subject === `暗証番号「${DEMO_PINS.failedName}」`)?.fix).toEqual({
      kind: 'keypadPins',
      lockId: DEMO_PINS.lock,
      keypadId: DEMO_PINS.keypad,
      side: 'outdoor',
    });

    expect(pool.snapshot.done).toBe(pool.snapshot.total);
    expect(pool.most).toBeLessThanOrEqual(MAX_IN_FLIGHT);
    if (backend.name === 'http') {
      expect(sent).toHaveLength(pool.snapshot.total);
      expect(new Set(sent.map((r) => r.url.pathname))).toEqual(
        new Set([
          '/v1/console/locks',
          '/v1/console/knight_pins/',
          '/v1/console/knight_cards',
          '/v1/console/groups/search',
          '/v1/console/guests/all',
          '/v1/console/card_masters',
        ]),
      );
    }
  });

  it('lists no hub when 扉の状態 was not read in this session, and says so', async () => {
    const backend = await signedIn(makeBackend);
    const reading = right(await backend.container.get(LoadAttention).execute(new MeteredPool()));
    expect(reading.doorsRead).toBe(false);
    expect(reading.items.some((i) => i.kind === 'hub')).toBe(false);
  });

  it('gives the lock list its line from the locks it read and the session’s doors, with no call', async () => {
    const backend = await signedIn(makeBackend);
    keepDoorReading(backend);
    const page = right(await backend.container.get(ListLocks).execute({ page: 1, lockName: '', sort: 'none' }));
    const sent = backend.name === 'http' ? recordRequests() : [];
    const view = backend.container.get(LoadDeviceAttention).execute(page.items);
    expect(view.open.some((i) => i.kind === 'hub')).toBe(true);
    expect(view.open.some((i) => i.kind === 'battery')).toBe(true);
    expect(view.open.every((i) => i.kind === 'hub' || i.kind === 'battery')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('keeps 確認済み for the day per organization and manager, and shows the item again the next day', async () => {
    const backend = await signedIn(makeBackend);
    keepDoorReading(backend);
    const page = right(await backend.container.get(ListLocks).execute({ page: 1, lockName: '', sort: 'none' }));
    const first = backend.container.get(LoadDeviceAttention).execute(page.items).open[0];
    if (first === undefined) throw new Error('nothing to mark');

    backend.container.get(MarkAttention).execute([first.key]);
    expect(backend.container.get(LoadAttentionMarks).execute().keys).toEqual(new Set([first.key]));
    const marked = backend.container.get(LoadDeviceAttention).execute(page.items);
    expect(marked.acknowledged).toEqual([first]);
    expect(marked.open).not.toContainEqual(first);
    expect(backend.storage.getItem('qrio-console.pref.attention-marks.1.1')).toContain(first.key);

    // taken back
    backend.container.get(MarkAttention).execute([first.key], false);
    expect(backend.container.get(LoadAttentionMarks).execute().keys).toEqual(new Set());
    backend.container.get(MarkAttention).execute([first.key]);

    // another manager on the same browser has marks of their own
    await backend.signIn('ito.misaki@example.jp');
    expect(backend.container.get(LoadAttentionMarks).execute().keys).toEqual(new Set());
    await backend.signIn();
    expect(backend.container.get(LoadAttentionMarks).execute().keys).toEqual(new Set([first.key]));

    // the next day (Japan time) the item, still true, is open again
    backend.clock.advance(DAY_S * 1000);
    expect(backend.container.get(LoadAttentionMarks).execute().keys).toEqual(new Set());
    expect(backend.container.get(LoadDeviceAttention).execute(page.items).open).toContainEqual(first);
  });
});
