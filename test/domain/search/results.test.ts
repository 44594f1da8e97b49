import { describe, expect, it } from 'vitest';
import { bestMatches, searchTermOf } from '../../../src/domain/search/matcher';
import { cardHits, groupHits, guestHits, screenHits } from '../../../src/domain/search/results';
import type { Guest } from '../../../src/domain/guests/guest';
import { NO_CONDITIONS, type Group } from '../../../src/domain/groups/group';

const guest = (id: number, name: string, email: string, isConnected = true): Guest => ({
  id,
  name,
  email,
  isConnected,
  groups: [],
  connectionRequestDate: null,
});
const GUESTS = [
  guest(1, 'サトウ ケン', 'sato@example.jp'),
  guest(2, '佐藤 花子', 'hanako@example.jp', false),
  guest(3, 'タナカ サトシ', 'tanaka@example.jp'),
];

describe('the search’s hits', () => {
  it('find a guest by katakana typed as hiragana, or by e-mail, best match first, with the guest to open', () => {
    const found = guestHits(searchTermOf('さと'), GUESTS, 5);
    expect(found.total).toBe(2);
    expect(found.hits.map((h) => h.label)).toEqual(['サトウ ケン', 'タナカ サトシ']);
    expect(found.hits[0]?.target).toEqual({ kind: 'guest', guestId: 1 });
    expect(guestHits(searchTermOf('ＨＡＮＡＫＯ'), GUESTS, 5).hits).toEqual([
      { label: '佐藤 花子', detail: 'hanako@example.jp・アプリ未連携', target: { kind: 'guest', guestId: 2 } },
    ]);
  });

  it('cut the list to the limit and say how many matched', () => {
    const found = guestHits(searchTermOf('example'), GUESTS, 2);
    expect({ shown: found.hits.length, total: found.total }).toEqual({ shown: 2, total: 3 });
  });

  it('never list the hidden whole group', () => {
    const group = (id: number, name: string, whole = false): Group => ({
      id,
      name,
      whole,
      enableOffline: true,
      enableRemote: false,
      guestCount: 3,
      conditions: NO_CONDITIONS,
    });
    expect(groupHits(searchTermOf('全員'), [group(1, '全員', true), group(2, '全員研修')], 5).hits).toEqual([
      { label: '全員研修', detail: '3名', target: { kind: 'group', groupId: 2 } },
    ]);
  });

  it('find a card by its user and say where it opens (edit with a user, registration without)', () => {
    const cards = [
      { id: 7, name: '社員証', guestId: 1, guestName: 'サトウ ケン', createdAt: '2026-01-01T00:00:00+09:00' },
      { id: 8, name: '予備', guestId: null, guestName: null, createdAt: '2026-01-01T00:00:00+09:00' },
    ];
    expect(cardHits(searchTermOf('さとう'), cards, 5).hits).toEqual([
      { label: '社員証', detail: 'ID7・サトウ ケン', target: { kind: 'card', cardId: 7, hasUser: true } },
    ]);
    expect(cardHits(searchTermOf('id8'), cards, 5).hits[0]?.detail).toBe('ID8・利用者未設定');
  });

  it('find a screen by its title or one of its words', () => {
    const screens = [
      { id: 'attention', title: '要対応', keywords: ['電池', 'でんち'] },
      { id: 'guests', title: '利用者' },
    ];
    expect(screenHits(searchTermOf('デンチ'), screens, 5).hits).toEqual([
      { label: '要対応', detail: '', target: { kind: 'screen', screen: 'attention' } },
    ]);
  });

  it('keep the list’s order among equal matches', () => {
    expect(bestMatches(searchTermOf('a'), ['ba', 'ca', 'a', 'ab'], (s) => [s], 10).items).toEqual([
      'a',
      'ab',
      'ba',
      'ca',
    ]);
  });
});
