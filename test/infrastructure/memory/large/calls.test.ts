import { describe, expect, it } from 'vitest';
import { CardsGateway } from '../../../../src/application/cards/ports/CardsGateway';
import { GroupsGateway } from '../../../../src/application/groups/ports/GroupsGateway';
import { GuestsGateway } from '../../../../src/application/guests/ports/GuestsGateway';
import { LockGateway } from '../../../../src/application/locks/ports/LockGateway';
import { PinsGateway } from '../../../../src/application/pins/ports/PinsGateway';
import { ListLocks } from '../../../../src/application/locks/ListLocks';
import { SwitchOrganization } from '../../../../src/application/session/SwitchOrganization';
import { FIRST_LOCK_QUERY } from '../../../../src/domain/locks/listing';
import { LARGE } from '../../../../src/infrastructure/memory/large/figures';
import { addLargeOrganization } from '../../../../src/infrastructure/memory/large/seed';
import { BACKENDS, storedAuth, type MakeBackend } from '../../../support/backends';
import { rightOf, success } from '../../../support/outcomes';

const ORG = LARGE.organizationId;
const FIRST = LARGE.firstId;

/** A backend whose world holds the large organization, manager@ signed in (its organizations list it). */
const withLargeOrganization = async (make: MakeBackend) => {
  const backend = make();
  backend.world.write((s) => addLargeOrganization(s, backend.clock.now()));
  await backend.signIn();
  return backend;
};

// the spec's calls the access views page through (devices-access §7), on the large organization, on both backends
describe.each(BACKENDS)('the large organization over the spec calls (%s)', (_name, makeBackend) => {
  it('is among manager@example.jp’s organizations, and the lock list pages through its 200 locks', async () => {
    const backend = await withLargeOrganization(makeBackend);
    expect(storedAuth(backend)?.organizations.map((o) => o.name)).toEqual([
      '株式会社キュリオデモ',
      'デモ不動産合同会社',
      '大規模デモ株式会社',
    ]);
    expect(backend.container.get(SwitchOrganization).execute(ORG)).toEqual(success());
    const last = rightOf(await backend.container.get(ListLocks).execute({ ...FIRST_LOCK_QUERY, page: 20 }));
    // no total on the wire (devices-access §7): page 20 is full, so the list offers one more
    expect([last.totalKnown, last.page, last.items.length]).toEqual([false, 20, 10]);
    expect(last.items.map((l) => l.setting.lockName)[9]).toBe('福岡支社 屋上扉');
  });

  it('answers locks?group_id, groups/search, guests/search by group and page, and guests/all', async () => {
    const backend = await withLargeOrganization(makeBackend);
    const groups = rightOf(await backend.container.get<GroupsGateway>(GroupsGateway).search(ORG, ''));
    expect(groups.filter((g) => !g.whole).length).toBe(50);
    const office = groups.find((g) => g.id === FIRST);
    expect(office?.name).toBe('オフィス共通 1');
    const locks = backend.container.get<LockGateway>(LockGateway);
    const inGroup = rightOf(
      await locks.list({ organizationId: ORG, page: 1, lockName: '', sort: null, groupId: FIRST }),
    );
    const linked = backend.world.read((s) => s.groupLocks.filter((l) => l.groupId === FIRST).length);
    expect(inGroup.total).toBeNull();
    expect(inGroup.items.length).toBe(Math.min(linked, 10));
    const lockless = groups.find((g) => g.name === '夜間警備 3');
    const none = rightOf(
      await locks.list({ organizationId: ORG, page: 1, lockName: '', sort: null, groupId: lockless?.id ?? 0 }),
    );
    expect([none.total, none.items.length]).toEqual([null, 0]);

    const guests = backend.container.get<GuestsGateway>(GuestsGateway);
    const connected = rightOf(
      await guests.search({ organizationId: ORG, name: '', isConnected: true, page: 3, perPage: 100 }),
    );
    // guests 10 a page (devices-access §9) whatever per_page asks
    expect([connected.total, connected.items.length, connected.page]).toEqual([2100, 10, 3]);
    const members = rightOf(
      await guests.search({ organizationId: ORG, name: '', isConnected: true, groupId: FIRST, page: 1, perPage: 50 }),
    );
    expect(members.total).toBe(
      backend.world.read(
        (s) =>
          s.memberships.filter((m) => m.groupId === FIRST && s.guests.some((g) => g.id === m.guestId && g.isConnected))
            .length,
      ),
    );
    expect(members.items.every((g) => g.groups.some((group) => group.id === FIRST))).toBe(true);
    expect(office?.guestCount).toBe(backend.world.read((s) => s.memberships.filter((m) => m.groupId === FIRST).length));
    const all = rightOf(await guests.all(ORG));
    expect(all.length).toBe(3000);
    expect(all.filter((g) => g.groups.length === 0).length).toBe(150);
  });

  it('answers card_masters paged and, per keypad, knight_pins and knight_cards paged', async () => {
    const backend = await withLargeOrganization(makeBackend);
    const cards = backend.container.get<CardsGateway>(CardsGateway);
    const withoutUser = rightOf(
      await cards.search({ organizationId: ORG, page: 2, perPage: 100, isGuestRegistered: false }),
    );
    // 20 a page (the world's size where the spec gives none) whatever per_page asks
    expect([withoutUser.total, withoutUser.items.length]).toEqual([200, 20]);
    expect(withoutUser.items.every((c) => c.guestId === null)).toBe(true);
    const withUser = rightOf(
      await cards.search({ organizationId: ORG, page: 8, perPage: 100, isGuestRegistered: true }),
    );
    expect([withUser.total, withUser.items.length]).toEqual([800, 20]);

    // the first keypad (outdoor side of 本館 1F 正面玄関): slot 49 failed, 50 PINs in all
    const pins = backend.container.get<PinsGateway>(PinsGateway);
    const registered = rightOf(await pins.list({ keypadId: FIRST, page: 1, perPage: 30, isRegistered: true }));
    expect([registered.total, registered.totalWithRegistering, registered.items.length]).toEqual([49, 50, 30]);
    const second = rightOf(await pins.list({ keypadId: FIRST, page: 2, perPage: 30, isRegistered: true }));
    expect(second.items.length).toBe(19);
    const pending = rightOf(await pins.list({ keypadId: FIRST, page: 1, perPage: 30, isRegistered: false }));
    expect(pending.items.map((p) => [p.name, p.registrationJobStatus])).toEqual([['警備会社 50', 'failed']]);

    const onKeypad = backend.world.read((s) => s.keypadCards.filter((k) => k.keypadId === FIRST));
    const keypadCards = rightOf(await cards.keypadCards({ keypadId: FIRST, page: 1, perPage: 5, isRegistered: true }));
    expect(keypadCards.totalWithRegistering).toBe(onKeypad.length);
    expect(keypadCards.total).toBe(onKeypad.filter((k) => k.status === 'registered').length);
    expect(keypadCards.items.length).toBe(5);
  });
});
