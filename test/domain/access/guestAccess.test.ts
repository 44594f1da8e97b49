import { describe, expect, it } from 'vitest';
import {
  cardPlacementsOf,
  guestAccessAt,
  keypadCardMatchOf,
  type GuestAccessReading,
  type KeypadCards,
} from '../../../src/domain/access/guestAccess';
import type { Group } from '../../../src/domain/groups/group';
import { BACK, cardMaster, FRONT, group, GUEST_READING, keypadCard, STORE } from './guestAccessFixtures';

const at = (iso: string) => new Date(iso);

describe('keypadCardMatchOf: which keypad card is which of the guest cards', () => {
  const card = cardMaster(5, '社員証');
  const ALONE = [card, cardMaster(6, '予備')];
  // another 佐藤 健 (guest 8) with a card of the same name: the keypad's row cannot tell the two apart
  const NAMESAKE = [...ALONE, { ...cardMaster(9, '社員証'), guestId: 8 }];

  it('by the card name and the user name, both equal: sure when no other card of the organization has both', () => {
    expect(keypadCardMatchOf(keypadCard(1), card, '佐藤 健', ALONE)).toBe('names');
    expect(keypadCardMatchOf(keypadCard(1, { name: '予備' }), card, '佐藤 健', ALONE)).toBeNull();
    expect(keypadCardMatchOf(keypadCard(1, { guestName: '鈴木 美咲' }), card, '佐藤 健', ALONE)).toBeNull();
  });

  it('a namesake’s card of the same name makes the match uncertain (同名のカード)', () => {
    expect(keypadCardMatchOf(keypadCard(1), card, '佐藤 健', NAMESAKE)).toBe('namesake');
    // the other card's name differs: the namesake changes nothing
    expect(keypadCardMatchOf(keypadCard(1, { name: '予備' }), cardMaster(6, '予備'), '佐藤 健', NAMESAKE)).toBe(
      'names',
    );
  });

  it('an id the spec does not give decides nothing: a keypad card naming a card master id is matched by names', () => {
    expect(keypadCardMatchOf(keypadCard(1, { cardMasterId: 5 }), card, '佐藤 健', NAMESAKE)).toBe('namesake');
    expect(keypadCardMatchOf(keypadCard(1, { cardMasterId: 5, name: '別名' }), card, '佐藤 健', ALONE)).toBeNull();
  });

  it('a card being deleted (user null) is not attributed', () => {
    expect(keypadCardMatchOf(keypadCard(1, { guestName: null }), card, '佐藤 健', ALONE)).toBeNull();
  });

  it('cardPlacementsOf lists each card with the keypads it is on', () => {
    const keypads: KeypadCards[] = [
      { door: FRONT, keypadId: 100, side: 'outdoor', cards: [keypadCard(1), keypadCard(2, { name: '別' })] },
      { door: BACK, keypadId: 101, side: 'indoor', cards: [keypadCard(3, { name: '予備' })] },
    ];
    const placed = cardPlacementsOf(ALONE, '佐藤 健', keypads, NAMESAKE);
    expect(placed.map((c) => [c.card.id, c.placements.map((p) => [p.keypadCard.id, p.keypadId, p.matchedBy])])).toEqual(
      [
        [5, [[1, 100, 'namesake']]],
        [6, [[3, 101, 'names']]],
      ],
    );
  });
});

describe('guestAccessAt', () => {
  // doors in the Japanese order of the lock names (localeCompare 'ja'), the open ones first
  it('at 10:00 the office group opens its two doors with no end, the project group the store until its end', () => {
    const access = guestAccessAt(GUEST_READING, at('2026-11-25T10:00:00+09:00'));
    expect(access.groups.map((g) => [g.name, g.conditions, g.verdict, g.until?.toISOString() ?? null])).toEqual([
      ['事務所', '09:00〜18:00', '開けられる', null],
      ['短期', '2026年11月1日〜2026年12月31日', '開けられる', '2026-12-31T14:59:59.000Z'],
    ]);
    expect(access.doors.map((d) => [d.door.lockName, d.opens, d.until?.toISOString() ?? null, d.openers])).toEqual([
      ['正面玄関', true, null, ['グループ「事務所」']],
      ['倉庫', true, '2026-12-31T14:59:59.000Z', ['グループ「短期」']],
      ['裏口', true, null, ['グループ「事務所」', 'カード「社員証」（屋外側）']],
    ]);
    expect(access.openDoorCount).toBe(3);
  });

  it('at 20:00 only the card opens the back door (until its time_till), the failed card does not count', () => {
    const access = guestAccessAt(GUEST_READING, at('2026-11-25T20:00:00+09:00'));
    expect(access.groups.map((g) => g.verdict)).toEqual(['利用時間外', '開けられる']);
    expect(
      access.cards[0]?.placements.map((p) => [p.door.lockName, p.sideLabel, p.verdict, p.until?.toISOString() ?? null]),
    ).toEqual([
      ['裏口', '屋外側', '開けられる', '2027-03-31T09:00:00.000Z'],
      ['倉庫', '屋内側', '登録失敗', null],
    ]);
    expect(access.doors.map((d) => [d.door.lockName, d.opens, d.until?.toISOString() ?? null, d.closed])).toEqual([
      ['倉庫', true, '2026-12-31T14:59:59.000Z', ['カード「社員証」（屋内側）：登録失敗']],
      ['裏口', true, '2027-03-31T09:00:00.000Z', ['グループ「事務所」：利用時間外']],
      ['正面玄関', false, null, ['グループ「事務所」：利用時間外']],
    ]);
    expect(access.openDoorCount).toBe(2);
  });

  it('after the project period and the card end, nothing opens at night', () => {
    const access = guestAccessAt(GUEST_READING, at('2027-04-01T20:00:00+09:00'));
    expect(access.groups.map((g) => g.verdict)).toEqual(['利用時間外', '期間の終了後']);
    expect(access.cards[0]?.placements[0]?.verdict).toBe('期限切れ');
    expect(access.openDoorCount).toBe(0);
  });

  it('an unconnected guest opens nothing by app (アプリ未連携) but still opens with a card', () => {
    const access = guestAccessAt(
      { ...GUEST_READING, guest: { ...GUEST_READING.guest, isConnected: false } },
      at('2026-11-25T10:00:00+09:00'),
    );
    expect(access.groups.map((g) => [g.verdict, g.opens])).toEqual([
      ['アプリ未連携', false],
      ['アプリ未連携', false],
    ]);
    expect(access.doors.filter((d) => d.opens).map((d) => d.door.lockName)).toEqual(['裏口']);
  });

  it('a card being deleted does not open and cannot be removed again', () => {
    const deleting: GuestAccessReading = {
      ...GUEST_READING,
      groups: [],
      cards: [
        {
          card: cardMaster(5, '社員証'),
          placements: [
            {
              door: FRONT,
              keypadId: 100,
              side: 'outdoor',
              keypadCard: keypadCard(1, { guestName: null }),
              matchedBy: 'names',
            },
          ],
        },
      ],
    };
    const placement = guestAccessAt(deleting, at('2026-11-25T10:00:00+09:00')).cards[0]?.placements[0];
    expect([placement?.verdict, placement?.opens, placement?.removable]).toEqual(['削除処理中', false, false]);
  });
});

describe('guestAccessAt: the organization-wide group and 同名のカード', () => {
  it('the whole group is named 組織全体（全員） and opens its doors like any group', () => {
    const WHOLE: Group = { ...group(5, '全員'), whole: true };
    const access = guestAccessAt(
      { ...GUEST_READING, groups: [{ group: WHOLE, locks: [STORE] }], cards: [] },
      at('2026-11-25T20:00:00+09:00'),
    );
    expect(access.groups.map((g) => [g.name, g.whole, g.verdict])).toEqual([['組織全体（全員）', true, '開けられる']]);
    expect(access.doors.map((d) => [d.door.lockName, d.opens, d.openers])).toEqual([
      ['倉庫', true, ['グループ「組織全体（全員）」']],
    ]);
  });

  it('a 同名のカード is shown uncertain, offers no delete and opens no door of this guest', () => {
    const namesake: GuestAccessReading = {
      ...GUEST_READING,
      groups: [],
      cards: [
        {
          card: cardMaster(5, '社員証'),
          placements: [
            { door: FRONT, keypadId: 100, side: 'outdoor', keypadCard: keypadCard(1), matchedBy: 'namesake' },
          ],
        },
      ],
    };
    const access = guestAccessAt(namesake, at('2026-11-25T10:00:00+09:00'));
    const placement = access.cards[0]?.placements[0];
    expect([placement?.opens, placement?.uncertain, placement?.removable]).toEqual([true, true, false]);
    expect(access.doors.map((d) => [d.door.lockName, d.opens, d.openers, d.uncertain])).toEqual([
      ['正面玄関', false, [], ['カード「社員証」（屋外側）：同名のカード']],
    ]);
    expect(access.openDoorCount).toBe(0);
  });
});
