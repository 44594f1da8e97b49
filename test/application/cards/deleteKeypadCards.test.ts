import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { DeleteKeypadCards } from '../../../src/application/cards/DeleteKeypadCards';
import type { Outcome } from '../../../src/application/shared/AppError';
import { CallPool } from '../../../src/application/shared/CallPool';
import { keypadCardOf } from '../../../src/infrastructure/memory/cards/keypadCardsServer';
import { DEMO_CARDS } from '../../../src/infrastructure/memory/cards/slice';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { requestLog } from '../../support/requestLog';

const KEYPAD = DEMO_CARDS.keypad;
const right = <T>(outcome: Outcome<T>): T => {
  if (E.isLeft(outcome)) throw new Error(outcome.left.message);
  return outcome.right;
};

const onKeypad = (backend: Backend) =>
  backend.world
    .read((s) => s.keypadCards.filter((k) => k.keypadId === KEYPAD))
    .map((record) => ({ keypadId: KEYPAD, card: keypadCardOf(backend.world, record) }));

describe.each(BACKENDS)('deleting expired or failed keypad cards together on the %s backend', (_name, makeBackend) => {
  it('takes off the expired and the failed cards, one request each; a lasting card is refused unsent', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      s.keypadCards.push({
        id: 950,
        keypadId: KEYPAD,
        cardMasterId: 7,
        timeFrom: '2026-10-01T09:00:00+09:00',
        timeTill: '2026-11-01T18:00:00+09:00',
        status: 'registered',
        dueAt: null,
      });
    });
    const log = requestLog(backend);
    const deleted = right(await backend.container.get(DeleteKeypadCards).execute(onKeypad(backend), new CallPool()));
    expect(deleted.results.map((r) => [r.item.card.id, r.status, r.message])).toEqual([
      [1, 'refused', '期限切れか登録に失敗したカードだけをまとめて削除できます。'],
      [2, 'refused', '期限切れか登録に失敗したカードだけをまとめて削除できます。'],
      [3, 'refused', '期限切れか登録に失敗したカードだけをまとめて削除できます。'],
      [4, 'done', '削除しました。'],
      [950, 'done', '削除しました。'],
    ]);
    // the 1000 cards of a keypad count registering and failed ones too: each card deleted frees one
    expect(deleted.freed).toEqual([{ keypadId: KEYPAD, places: 2 }]);
    expect(log.writes()).toHaveLength(2);
    expect(backend.world.read((s) => s.keypadCards.find((k) => k.id === 950)?.status)).toBe('deleting');
  });
});
