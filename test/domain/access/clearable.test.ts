import { describe, expect, it } from 'vitest';
import { clearableAt } from '../../../src/domain/access/clearable';
import type { KeypadCard } from '../../../src/domain/cards/card';
import { isClearableKeypadCard } from '../../../src/domain/cards/clearable';
import { holdsPlace, isClearablePin } from '../../../src/domain/pins/clearable';
import type { Pin } from '../../../src/domain/pins/pin';
import { bulkCountsOf, bulkSummaryText, failedItemsOf } from '../../../src/domain/shared/bulk';

const NOW = new Date('2026-11-27T12:00:00+09:00');
const PAST = '2026-11-26T18:00:00+09:00';
const FUTURE = '2026-11-28T18:00:00+09:00';
const pin = (id: number, status: string | null, till: string | null): Pin => ({
  id,
  name: `PIN${id}`,
  pin: String(1000 + id),
  timeFrom: till === null ? null : '2026-11-01T09:00:00+09:00',
  timeTill: till,
  registrationJobStatus: status,
});
const card = (
  id: number,
  status: string | null,
  till: string | null,
  guestName: string | null = '佐藤 健',
): KeypadCard => ({
  id,
  name: `カード${id}`,
  guestName,
  timeFrom: null,
  timeTill: till,
  registrationJobStatus: status,
  cardMasterId: null,
});

describe('what a bulk delete may clear', () => {
  it('a PIN expired at the moment or whose job failed; not a running or lasting one', () => {
    expect(isClearablePin(pin(1, 'success', PAST), NOW)).toBe(true);
    expect(isClearablePin(pin(2, 'failed', null), NOW)).toBe(true);
    expect(isClearablePin(pin(3, 'success', FUTURE), NOW)).toBe(false);
    expect(isClearablePin(pin(4, 'success', null), NOW)).toBe(false);
    expect(isClearablePin(pin(5, 'in_progress', null), NOW)).toBe(false);
  });

  it('only a registered PIN holds a place on the count the limit reads', () => {
    expect(holdsPlace(pin(1, 'success', PAST))).toBe(true);
    expect(holdsPlace(pin(2, 'failed', null))).toBe(false);
    expect(holdsPlace(pin(3, 'in_progress', PAST))).toBe(false);
  });

  it('a card expired or failed, never one already being deleted', () => {
    expect(isClearableKeypadCard(card(1, 'success', PAST), NOW)).toBe(true);
    expect(isClearableKeypadCard(card(2, 'failed', null), NOW)).toBe(true);
    expect(isClearableKeypadCard(card(3, 'success', null), NOW)).toBe(false);
    expect(isClearableKeypadCard(card(4, 'success', PAST, null), NOW)).toBe(false);
  });

  it('per keypad, what is clearable now and the PIN places clearing it frees; keypads with nothing left out', () => {
    const cleared = clearableAt(
      [
        {
          keypad: 101,
          label: '本社 正面玄関（屋外側）',
          pins: [pin(1, 'success', PAST), pin(2, 'failed', null), pin(3, 'success', null)],
          cards: [card(1, 'failed', null), card(2, 'success', null)],
          pinCap: 50,
        },
        { keypad: 102, label: '本社 正面玄関（屋内側）', pins: [pin(4, 'success', null)], cards: [], pinCap: 50 },
      ],
      NOW,
    );
    expect(
      cleared.map((k) => ({
        keypad: k.keypad,
        pins: k.pins.map((p) => p.id),
        cards: k.cards.map((c) => c.id),
        registered: k.registeredPins,
        freed: k.pinPlacesIfCleared,
      })),
    ).toEqual([{ keypad: 101, pins: [1, 2], cards: [1], registered: 2, freed: 1 }]);
  });
});

describe('a bulk action’s results', () => {
  const results = [
    { item: 1, status: 'done', message: '削除しました。' },
    { item: 2, status: 'failed', message: '削除に失敗しました。' },
    { item: 3, status: 'refused', message: '期限切れか登録に失敗した暗証番号だけをまとめて削除できます。' },
    { item: 4, status: 'done', message: '削除しました。' },
  ] as const;

  it('counts them, sends only the failed ones again, and sums them up in a line', () => {
    expect(bulkCountsOf(results)).toEqual({ done: 2, failed: 1, refused: 1 });
    expect(failedItemsOf(results)).toEqual([2]);
    expect(bulkSummaryText(results, '削除')).toBe('4件中 2件を削除しました（失敗 1件・対象外 1件）');
    expect(bulkSummaryText(results.slice(0, 1), '削除')).toBe('1件中 1件を削除しました');
  });
});
