import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { LoadGuestAccess } from '../../../src/application/access/LoadGuestAccess';
import { CardsGateway } from '../../../src/application/ports/CardsGateway';
import { CallPool, type CallProgress } from '../../../src/application/shared/CallPool';
import type { KeypadCardList } from '../../../src/domain/cards/card';
import type { GuestAccessReading } from '../../../src/domain/access/guestAccess';
import { BACKENDS, httpBackend, signedIn, type Backend } from '../../support/backends';
import { failedWith } from '../../support/outcomes';
import { recordRequests } from '../../support/wire';

const read = async (backend: Backend, guestId: number) => {
  const progress: CallProgress[] = [];
  const pool = new CallPool((p) => progress.push(p));
  const result = await backend.container.get(LoadGuestAccess).execute(guestId, pool);
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

// guest 10 (加藤 真理): connected, in 短期プロジェクト (locks 1, 3, 4); holds cards 3 (on keypad 101) and 24
describe.each(BACKENDS)('LoadGuestAccess on the %s backend', (_name, makeBackend) => {
  it("reads the guest's groups with their doors and its cards with the keypads they are on", async () => {
    const backend = await signedIn(makeBackend);
    const { result, progress } = await read(backend, 10);
    if (E.isLeft(result)) throw new Error(result.left.message);
    expect(summary(result.right)).toEqual({
      guest: [10, '加藤 真理', true],
      groups: [['短期プロジェクト', ['本社 正面玄関', '会議室A', '会議室B']]],
      cards: [
        ['カード003', [['本社 正面玄関', 101, 'outdoor', 1, 'names']]],
        ['カード024', []],
      ],
    });
    const last = progress.at(-1);
    expect(last && last.done === last.total && last.total > 0).toBe(true);
  });

  it('an unconnected guest: its groups are its invitations (and it holds card 013, on no keypad)', async () => {
    const backend = await signedIn(makeBackend);
    const { result } = await read(backend, 20);
    if (E.isLeft(result)) throw new Error(result.left.message);
    expect(summary(result.right)).toEqual({
      guest: [20, '清水 愛', false],
      groups: [
        ['短期プロジェクト', ['本社 正面玄関', '会議室A', '会議室B']],
        ['平日スタッフ', ['本社 正面玄関', '休憩室', '受付']],
      ],
      cards: [['カード013', []]],
    });
  });

  it('a card a keypad lists by name only (no card master id) is matched by card and user names', async () => {
    const backend = await signedIn(makeBackend);
    // the spec's knight_cards row: name and user, no card master id (the adapters are made per use case: their class)
    const adapter = Object.getPrototypeOf(backend.container.get<CardsGateway>(CardsGateway)) as CardsGateway;
    const keypadCards = adapter.keypadCards;
    vi.spyOn(adapter, 'keypadCards').mockImplementation(async function (this: CardsGateway, query) {
      return E.map((list: KeypadCardList) => ({
        ...list,
        items: list.items.map((c) => ({ ...c, cardMasterId: null })),
      }))(await keypadCards.call(this, query));
    });
    backend.world.write((s) => {
      // another card of guest 10 named like the one on keypad 101, and a card of guest 11 on it named カード003 too
      const three = s.cardMasters.find((c) => c.id === 24);
      if (three) three.name = 'カード003';
      const other = s.cardMasters.find((c) => c.id === 4);
      if (other) other.name = 'カード003';
    });
    const { result } = await read(backend, 10);
    if (E.isLeft(result)) throw new Error(result.left.message);
    expect(summary(result.right).cards).toEqual([
      ['カード003', [['本社 正面玄関', 101, 'outdoor', 1, 'names']]],
      ['カード003', [['本社 正面玄関', 101, 'outdoor', 1, 'names']]],
    ]);
    vi.restoreAllMocks();
  });

  it('a guest deleted meanwhile is said to be gone', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      s.guests = s.guests.filter((g) => g.id !== 10);
    });
    expect((await read(backend, 10)).result).toEqual(failedWith('この利用者は削除されています。'));
  });
});

describe('LoadGuestAccess on the wire', () => {
  it('a guest with a card: the guest, its group and doors, the cards, then every lock and both tabs of every keypad', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const { result, progress } = await read(backend, 10);
    expect(E.isRight(result)).toBe(true);
    const paths = sent.map((r) => `${r.method} ${r.path}`);
    expect(paths[0]).toBe('GET /v1/console/guests/10');
    const cards = (keypad: number, registered: boolean) =>
      `GET /v1/console/knight_cards?knight_id=${keypad}&page=1&per_page=100&is_registered=${registered}`;
    // guest, group, its doors, the cards, the 2 pages of locks, then 11 keypads' registered tab and the registering
    // tab of the one keypad whose total_with_registering says it has some (101)
    expect([...paths].sort()).toEqual(
      [
        'GET /v1/console/guests/10',
        'GET /v1/console/groups/2',
        'GET /v1/console/locks?organization_id=1&group_id=2&page=1',
        // no total: the first page's length is the server's size, so a second page says where the list ends
        'GET /v1/console/locks?organization_id=1&group_id=2&page=2',
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
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/console/guests/5',
      'GET /v1/console/groups/1',
      'GET /v1/console/card_masters?organization_id=1&page=1&per_page=100&is_guest_registered=true',
      'GET /v1/console/locks?organization_id=1&group_id=1&page=1',
      'GET /v1/console/locks?organization_id=1&group_id=1&page=2',
      'GET /v1/console/card_masters?organization_id=1&page=2&per_page=100&is_guest_registered=true',
    ]);
    sent.length = 0;
    await read(backend, 20);
    expect(sent.map((r) => r.path).slice(0, 2)).toEqual([
      '/v1/console/guests/20',
      '/v1/console/group_invitations/guest?guest_id=20',
    ]);
  });
});
