import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { LoadGuestAccess } from '../../../src/application/access/LoadGuestAccess';
import { CallPool, type CallProgress } from '../../../src/application/shared/CallPool';
import type { GuestAccessReading } from '../../../src/domain/access/guestAccess';
import type { Whose } from '../../../src/domain/access/whose';
import { BACKENDS, httpBackend, signedIn, TODAY, type Backend } from '../../support/backends';
import { failedWith, rightOf, success } from '../../support/outcomes';
import { recordRequests } from '../../support/wire';

const read = async (backend: Backend, guestId: number) => {
  const progress: CallProgress[] = [];
  const pool = new CallPool((p) => progress.push(p));
  const answer = await backend.container.get(LoadGuestAccess).execute(guestId, pool);
  // the guests of these tests are organization 1's, read in organization 1
  const result = E.map((whose: Whose<GuestAccessReading>) => {
    if (whose.kind !== 'own') throw new Error(`guest ${guestId} read as another organization's`);
    return whose.value;
  })(answer);
  return { result, progress };
};

const summary = (reading: GuestAccessReading) => ({
  guest: [reading.guest.id, reading.guest.name, reading.guest.isConnected],
  groups: reading.groups.map((g) => [g.group.name, g.locks.map((l) => l.lockName)]),
  cards: reading.cards.map((c) => [
    c.card.name,
    c.placements.map((p) => [p.door.lockName, p.keypadId, p.side, p.keypadCard.id, p.matchedBy]),
  ]),
});

/** Every lock of organization 1 by name, in the list's order: the whole group (全員) reaches each of them. */
const EVERY_DOOR = [
  '本社 正面玄関',
  '本社 通用口',
  '会議室A',
  '会議室B',
  '倉庫',
  'サーバールーム',
  '屋上扉',
  '社長室',
  '休憩室',
  '更衣室（男性）',
  '更衣室（女性）',
  '裏口',
  '資料室',
  '駐輪場ゲート',
  '受付',
  '第2倉庫',
  '研修室',
];

// guest 10 (加藤 真理): connected, in 短期プロジェクト (locks 1, 3, 4) and the whole group; holds cards 3 (on keypad
// 101) and 24
describe.each(BACKENDS)('LoadGuestAccess on the %s backend', (_name, makeBackend) => {
  it("reads the guest's groups with their doors, the organization-wide one last, and its cards with their keypads", async () => {
    const backend = await signedIn(makeBackend);
    const { result, progress } = await read(backend, 10);
    expect(summary(rightOf(result))).toEqual({
      guest: [10, '加藤 真理', true],
      groups: [
        ['短期プロジェクト', ['本社 正面玄関', '会議室A', '会議室B']],
        ['全員', EVERY_DOOR],
      ],
      cards: [
        ['カード003', [['本社 正面玄関', 101, 'outdoor', 1, 'names']]],
        ['カード024', []],
      ],
    });
    const last = progress.at(-1);
    expect(last && last.done === last.total && last.total > 0).toBe(true);
  });

  it('an unconnected guest: its groups are its invitations, not the whole group (and it holds card 013, on no keypad)', async () => {
    const backend = await signedIn(makeBackend);
    const { result } = await read(backend, 20);
    expect(summary(rightOf(result))).toEqual({
      guest: [20, '清水 愛', false],
      groups: [
        ['短期プロジェクト', ['本社 正面玄関', '会議室A', '会議室B']],
        ['平日スタッフ', ['本社 正面玄関', '休憩室', '受付']],
      ],
      cards: [['カード013', []]],
    });
  });

  it('a card a namesake also holds (same card name, same user name) is 同名のカード: uncertain', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      // another 加藤 真理 of organization 1, with a card named カード003 too
      s.guests.push({
        id: 900,
        organizationId: 1,
        name: '加藤 真理',
        email: 'kato.other@example.jp',
        isConnected: true,
        verifyCode: null,
        connectionRequestDate: null,
        createdAt: TODAY.toISOString(),
      });
      s.cardMasters.push({
        id: 900,
        organizationId: 1,
        name: 'カード003',
        guestId: 900,
        createdAt: TODAY.toISOString(),
      });
    });
    const { result } = await read(backend, 10);
    expect(summary(rightOf(result)).cards).toEqual([
      ['カード003', [['本社 正面玄関', 101, 'outdoor', 1, 'namesake']]],
      ['カード024', []],
    ]);
  });

  it('a guest deleted meanwhile is said to be gone', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      s.guests = s.guests.filter((g) => g.id !== 10);
    });
    expect((await read(backend, 10)).result).toEqual(failedWith('この利用者は削除されています。'));
  });
});

/** A name as the query sends it (form-encoded: a space is +). */
const named = (name: string): string => new URLSearchParams({ name }).toString();

describe('LoadGuestAccess on the wire', () => {
  it('a guest with a card: the guest, its group and doors, the cards, then every lock and both tabs of every keypad', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const { result, progress } = await read(backend, 10);
    expect(result).toEqual(success());
    const paths = sent.map((r) => `${r.method} ${r.path}`);
    expect(paths[0]).toBe('GET /v1/console/guests/10');
    const cards = (keypad: number, registered: boolean) =>
      `GET /v1/console/knight_cards?knight_id=${keypad}&page=1&per_page=100&is_registered=${registered}`;
    // guest, group, its doors, the cards, the 2 pages of locks, then 11 keypads' registered tab and the registering
    // tab of the one keypad whose total_with_registering says it has some (101)
    expect([...paths].sort()).toEqual(
      [
        'GET /v1/console/guests/10',
        // whose guest: organization 1's guests of that name and connection
        `GET /v1/console/guests/search?organization_id=1&${named('加藤 真理')}&is_connected=true&page=1&per_page=100`,
        // the whole group: found in the group search, the guest found in it by name
        'GET /v1/console/groups/search?organization_id=1',
        `GET /v1/console/guests/search?organization_id=1&${named('加藤 真理')}&is_connected=true&group_id=5&page=1&per_page=100`,
        'GET /v1/console/groups/2',
        'GET /v1/console/groups/5',
        'GET /v1/console/locks?organization_id=1&group_id=2&page=1',
        // no total: the first page's length is the server's size, so a second page says where the list ends
        'GET /v1/console/locks?organization_id=1&group_id=2&page=2',
        'GET /v1/console/locks?organization_id=1&group_id=5&page=1',
        'GET /v1/console/locks?organization_id=1&group_id=5&page=2',
        'GET /v1/console/card_masters?organization_id=1&page=1&per_page=100&is_guest_registered=true',
        // 20 a page whatever per_page asks (the world's size where the spec gives none): 25 cards with a user
        'GET /v1/console/card_masters?organization_id=1&page=2&per_page=100&is_guest_registered=true',
        'GET /v1/console/locks?organization_id=1&page=1',
        'GET /v1/console/locks?organization_id=1&page=2',
        cards(101, false),
        ...Array.from({ length: 11 }, (_, i) => cards(101 + i, true)),
      ].sort(),
    );
    expect(progress.at(-1)).toEqual({ done: sent.length, total: sent.length });
  });

  it('a guest without a card reads no keypad; an unconnected one reads its invitations', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    await read(backend, 5);
    expect(sent.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [
        'GET /v1/console/guests/5',
        `GET /v1/console/guests/search?organization_id=1&${named('伊藤 翔')}&is_connected=true&page=1&per_page=100`,
        'GET /v1/console/groups/search?organization_id=1',
        `GET /v1/console/guests/search?organization_id=1&${named('伊藤 翔')}&is_connected=true&group_id=5&page=1&per_page=100`,
        'GET /v1/console/groups/1',
        'GET /v1/console/groups/5',
        'GET /v1/console/card_masters?organization_id=1&page=1&per_page=100&is_guest_registered=true',
        // 20 a page whatever per_page asks: 25 cards with a user
        'GET /v1/console/card_masters?organization_id=1&page=2&per_page=100&is_guest_registered=true',
        'GET /v1/console/locks?organization_id=1&group_id=1&page=1',
        'GET /v1/console/locks?organization_id=1&group_id=1&page=2',
        'GET /v1/console/locks?organization_id=1&group_id=5&page=1',
        'GET /v1/console/locks?organization_id=1&group_id=5&page=2',
      ].sort(),
    );
    sent.length = 0;
    await read(backend, 20);
    expect(sent.map((r) => r.path)).toContain('/v1/console/group_invitations/guest?guest_id=20');
    expect(sent[0]?.path).toBe('/v1/console/guests/20');
  });
});
