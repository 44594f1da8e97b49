import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { DeletePins, type PinOnKeypad, type PinsDeleted } from '../../../src/application/pins/DeletePins';
import { PinsGateway } from '../../../src/application/pins/ports/PinsGateway';
import type { Outcome } from '../../../src/application/shared/AppError';
import { CallPool } from '../../../src/application/shared/CallPool';
import { pinOf } from '../../../src/infrastructure/memory/pins/server';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { placesFreedLabel } from '../../../src/domain/pins/places';
import { failedItemsOf } from '../../../src/domain/shared/bulk';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { dropBeforeServer } from '../../support/faults';
import { requestLog } from '../../support/requestLog';

const KEYPAD = DEMO_PINS.keypad;
const right = <T>(outcome: Outcome<T>): T => {
  if (E.isLeft(outcome)) throw new Error(outcome.left.message);
  return outcome.right;
};

/** Twenty passes of last week on the keypad, all expired. */
const arrangeExpired = (backend: Backend, count = 20): void =>
  backend.world.write((s) => {
    for (let i = 0; i < count; i += 1)
      s.pins.push({
        id: 800 + i,
        keypadId: KEYPAD,
        name: `訪問者${i + 1}`,
        pin: String(700000 + i),
        timeFrom: '2026-11-14T10:00:00+09:00',
        timeTill: '2026-11-14T12:00:00+09:00',
        status: 'registered',
        dueAt: null,
      });
  });

/** The keypad's PINs as its list shows them (what the screen hands the bulk delete). */
const listed = (backend: Backend, pick: (name: string) => boolean): ReadonlyArray<PinOnKeypad> =>
  backend.world
    .read((s) => s.pins.filter((p) => p.keypadId === KEYPAD && pick(p.name)))
    .map((record) => ({ keypadId: KEYPAD, pin: pinOf(record) }));

const summary = (deleted: PinsDeleted) => ({
  results: deleted.results.map((r) => [r.item.pin.name, r.status, r.message]),
  freed: deleted.freed,
});

describe.each(BACKENDS)('deleting expired PINs together on the %s backend', (_name, makeBackend) => {
  it('twenty expired PINs: twenty requests, four at most in flight, each answered, twenty places freed', async () => {
    const backend = await signedIn(makeBackend);
    arrangeExpired(backend);
    const chosen = listed(backend, (name) => name.startsWith('訪問者'));
    const log = requestLog(backend);
    const told: string[] = [];
    const deleted = right(
      await backend.container.get(DeletePins).execute(chosen, new CallPool(), (r) => told.push(r.item.pin.name)),
    );
    expect(deleted.results.every((r) => r.status === 'done' && r.message === '削除しました。')).toBe(true);
    expect(deleted.freed).toEqual([{ keypadId: KEYPAD, places: 20 }]);
    expect(told).toHaveLength(20);
    expect(log.lines()).toHaveLength(20);
    expect(log.writes()).toHaveLength(20);
    expect(log.mostInFlight()).toBe(4);
    expect(
      backend.world.read((s) => s.pins.filter((p) => p.name.startsWith('訪問者') && p.status !== 'deleting')),
    ).toEqual([]);
    // 25 registered on a cap of 25: none left before, twenty after
    expect(placesFreedLabel(25, 25, deleted.freed[0]?.places ?? 0)).toBe('PINの空き 0 件 → 20 件');
  });

  it('a failed job is cleared too but frees no place on the registered count; a lasting PIN is refused unsent', async () => {
    const backend = await signedIn(makeBackend);
    const chosen = listed(backend, (name) => [DEMO_PINS.expiredName, DEMO_PINS.failedName, '清掃業者'].includes(name));
    const log = requestLog(backend);
    const deleted = right(await backend.container.get(DeletePins).execute(chosen, new CallPool()));
    expect(summary(deleted)).toEqual({
      results: [
        ['清掃業者', 'refused', '期限切れか登録に失敗した暗証番号だけをまとめて削除できます。'],
        [DEMO_PINS.expiredName, 'done', '削除しました。'],
        [DEMO_PINS.failedName, 'done', '削除しました。'],
      ],
      freed: [{ keypadId: KEYPAD, places: 1 }],
    });
    expect(log.writes()).toHaveLength(2);
  });

  it('failures are said per PIN and retried alone; a PIN gone meanwhile counts as deleted', async () => {
    const backend = await signedIn(makeBackend);
    arrangeExpired(backend, 3);
    const chosen = listed(backend, (name) => name.startsWith('訪問者'));
    const reconnect = dropBeforeServer<PinsGateway>(backend, PinsGateway, 'remove');
    const first = right(await backend.container.get(DeletePins).execute(chosen, new CallPool()));
    expect(first.results.map((r) => [r.status, r.message])).toEqual(
      Array.from({ length: 3 }, () => ['failed', 'サーバーとの通信に失敗しました。時間をおいて再度お試しください。']),
    );
    expect(first.freed).toEqual([{ keypadId: KEYPAD, places: 0 }]);
    reconnect();
    backend.world.write((s) => {
      s.pins = s.pins.filter((p) => p.id !== 800);
    });
    const log = requestLog(backend);
    const second = right(await backend.container.get(DeletePins).execute(failedItemsOf(first.results), new CallPool()));
    expect(second.results.map((r) => r.status)).toEqual(['done', 'done', 'done']);
    expect(second.freed).toEqual([{ keypadId: KEYPAD, places: 3 }]);
    expect(log.writes()).toHaveLength(3);
  });
});
