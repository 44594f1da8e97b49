import { fakerJA } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { LARGE } from '../../../../src/infrastructure/memory/large/figures';
import { addLargeOrganization, hasLargeOrganization } from '../../../../src/infrastructure/memory/large/seed';
import { LARGE_ORGANIZATION_ID } from '../../../../src/infrastructure/memory/large/organization';
import { seedWorld } from '../../../../src/infrastructure/memory/world/seedWorld';
import type { WorldState } from '../../../../src/infrastructure/memory/world/state';
import { DevTools } from '../../../../src/application/ports/DevTools';
import { ALL_SLICES, memoryBackend, TODAY } from '../../../support/backends';

const DAY = 86_400_000;
const defaultWorld = (): WorldState => seedWorld(TODAY, fakerJA, ALL_SLICES);
const largeWorld = (): WorldState => {
  const state = defaultWorld();
  addLargeOrganization(state, TODAY);
  return state;
};

/** The world without the large organization's records, to compare with the default world. */
const withoutLarge = (state: WorldState): WorldState => {
  const org = LARGE.organizationId;
  const groups = state.groups.filter((g) => g.organizationId !== org);
  const guests = state.guests.filter((g) => g.organizationId !== org);
  const locks = state.locks.filter((l) => l.organizationId !== org);
  const keypadIds = new Set(locks.flatMap((l) => l.keypads.map((k) => k.id)));
  const contracts = { ...state.contracts };
  delete contracts[org];
  return {
    ...state,
    organizations: state.organizations.filter((o) => o.id !== org),
    accounts: state.accounts.map((a) => ({ ...a, organizationIds: a.organizationIds.filter((id) => id !== org) })),
    managers: state.managers.filter((m) => m.organizationId !== org),
    contracts,
    locks,
    groups,
    groupLocks: state.groupLocks.filter((l) => groups.some((g) => g.id === l.groupId)),
    guests,
    memberships: state.memberships.filter((m) => guests.some((g) => g.id === m.guestId)),
    cardMasters: state.cardMasters.filter((c) => c.organizationId !== org),
    keypadCards: state.keypadCards.filter((k) => keypadIds.has(k.keypadId)),
    pins: state.pins.filter((p) => keypadIds.has(p.keypadId)),
  };
};

/** Within the access review's 7 days from the seeding moment (TODAY, 10:00 in Japan). */
const expiresWithin7Days = (till: string | null): boolean =>
  till !== null && Date.parse(till) > TODAY.getTime() && Date.parse(till) <= TODAY.getTime() + 7 * DAY;
const expired = (till: string | null): boolean => till !== null && Date.parse(till) <= TODAY.getTime();

describe('the large organization of the demo world', () => {
  it('is not in the default world: manager@ manages organizations 1 and 2, and nothing belongs to organization 4', () => {
    const state = defaultWorld();
    expect(hasLargeOrganization(state)).toBe(false);
    expect(state.accounts.find((a) => a.email === 'manager@example.jp')?.organizationIds).toEqual([1, 2]);
    const ofLarge = (records: ReadonlyArray<{ organizationId: number }>) =>
      records.filter((r) => r.organizationId === LARGE_ORGANIZATION_ID).length;
    expect([state.locks, state.groups, state.guests, state.cardMasters].map(ofLarge)).toEqual([0, 0, 0, 0]);
    // the default world stays the small one: its sizes as documented in docs/DEMO-WORLD.md
    expect([state.locks.length, state.guests.length, state.cardMasters.length, state.pins.length]).toEqual([
      20, 39, 50, 10,
    ]);
  });

  it('is the same every time it is seeded for the same moment, and adding it twice adds nothing', () => {
    const first = largeWorld();
    const second = largeWorld();
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    const again = JSON.stringify(first);
    addLargeOrganization(first, TODAY);
    expect(JSON.stringify(first)).toBe(again);
  });

  it('changes nothing of the other organizations', () => {
    expect(withoutLarge(largeWorld())).toEqual(defaultWorld());
  });

  it('is an organization manager@example.jp manages beside 1 and 2, with a plan for its size and a contract', () => {
    const state = largeWorld();
    expect(hasLargeOrganization(state)).toBe(true);
    const organization = state.organizations.find((o) => o.id === LARGE_ORGANIZATION_ID);
    expect([organization?.name, organization?.planFunctions.maximumGuestCount]).toEqual(['大規模デモ株式会社', 5000]);
    expect(organization?.planFunctions.remainingGuestCount).toBe(2000);
    expect(state.accounts.find((a) => a.email === 'manager@example.jp')?.organizationIds).toEqual([1, 2, 4]);
    expect(state.managers.filter((m) => m.organizationId === LARGE_ORGANIZATION_ID).map((m) => m.accountId)).toEqual([
      1,
    ]);
    expect(state.contracts[LARGE_ORGANIZATION_ID]?.staffEmail).toBe('manager@example.jp');
  });

  it('holds 200 locks: 100 keypads (50 outdoor, 50 indoor), 30 without a hub, 10 no group reaches', () => {
    const state = largeWorld();
    const locks = state.locks.filter((l) => l.organizationId === LARGE_ORGANIZATION_ID);
    const keypads = locks.flatMap((l) => l.keypads);
    expect(locks.length).toBe(200);
    expect(new Set(locks.map((l) => l.lockName)).size).toBe(200);
    expect(keypads.length).toBe(100);
    expect(keypads.filter((k) => k.useCase === 0).length).toBe(50);
    expect(keypads.filter((k) => k.useCase === 1 || k.useCase === 8).length).toBe(50);
    expect(locks.filter((l) => l.keypads.length === 2).length).toBe(25);
    expect(locks.filter((l) => l.keypads.length > 0).length).toBe(75);
    expect(locks.filter((l) => l.hubSerial === null).length).toBe(30);
    expect(locks.filter((l) => l.hubSerial === null && l.keypads.length > 0).length).toBe(5);
    expect(locks.filter((l) => l.remoteStatus === 'open').length).toBe(8);
    expect(locks.filter((l) => l.subLock !== null).length).toBe(20);
    const reached = new Set(state.groupLocks.map((l) => l.lockId));
    const unreached = locks.filter((l) => !reached.has(l.id));
    expect(unreached.length).toBe(10);
    expect(unreached.every((l) => l.lockName.endsWith('屋上扉'))).toBe(true);
  });

  it('holds 50 listed groups with every kind of condition (and the hidden whole group); 4 reach no lock, 2 hold no guest', () => {
    const state = largeWorld();
    const all = state.groups.filter((g) => g.organizationId === LARGE_ORGANIZATION_ID);
    const listed = all.filter((g) => !g.whole);
    expect([all.length, listed.length]).toEqual([51, 50]);
    const lockless = listed.filter((g) => !state.groupLocks.some((l) => l.groupId === g.id));
    expect(lockless.map((g) => g.name)).toEqual(['平日スタッフ 2', '夜間警備 3', 'プロジェクト 4', '終了済み案件 5']);
    const memberless = listed.filter((g) => !state.memberships.some((m) => m.groupId === g.id));
    expect(memberless.map((g) => g.name)).toEqual(['短期契約 2', '夜間警備 4']);
    const none = listed.filter((g) => g.duration === null && g.daily === null && g.weekly === null);
    expect(none.length).toBe(5);
    // 22:00〜翌06:00
    const acrossMidnight = listed.filter((g) => g.daily && g.daily.fromMinute + g.daily.expiresInMinutes > 24 * 60);
    expect(acrossMidnight.map((g) => [g.daily?.fromMinute, g.daily?.expiresInMinutes])).toEqual(
      Array.from({ length: 5 }, () => [1320, 480]),
    );
    expect(listed.filter((g) => g.daily?.fromMinute === 540 && g.daily.expiresInMinutes === 540).length).toBe(5);
    expect(listed.filter((g) => g.weekly?.monday && !g.weekly.saturday).length).toBe(10);
    expect(listed.filter((g) => g.weekly?.saturday && !g.weekly.monday).length).toBe(5);
    const end = (g: (typeof listed)[number]) => (g.duration ? (g.duration.from + g.duration.expiresIn) * 1000 : null);
    const start = (g: (typeof listed)[number]) => (g.duration ? g.duration.from * 1000 : null);
    expect(listed.filter((g) => g.duration !== null).length).toBe(25);
    expect(
      listed.filter((g) => expiresWithin7Days(end(g) === null ? null : new Date(end(g) ?? 0).toISOString())).length,
    ).toBe(5);
    expect(listed.filter((g) => (end(g) ?? Infinity) < TODAY.getTime()).length).toBe(5);
    expect(listed.filter((g) => (start(g) ?? 0) > TODAY.getTime()).length).toBe(5);
  });

  it('holds 3,000 guests with different names, 2,100 connected, 150 in no group', () => {
    const state = largeWorld();
    const guests = state.guests.filter((g) => g.organizationId === LARGE_ORGANIZATION_ID);
    expect(guests.length).toBe(3000);
    expect(new Set(guests.map((g) => g.name)).size).toBe(3000);
    expect(new Set(guests.map((g) => g.email)).size).toBe(3000);
    expect(guests.filter((g) => g.isConnected).length).toBe(2100);
    const grouped = new Set(state.memberships.map((m) => m.guestId));
    expect(guests.filter((g) => !grouped.has(g.id)).length).toBe(150);
    const inOfficeGroup = state.memberships.filter((m) => m.groupId === LARGE.firstId).length;
    expect(inOfficeGroup).toBeGreaterThanOrEqual(750);
  });

  it('holds 1,000 cards, 200 without a user; 1,087 placed on keypads, 20 of those without a user, 27 failed, 27 registering', () => {
    const state = largeWorld();
    const cards = state.cardMasters.filter((c) => c.organizationId === LARGE_ORGANIZATION_ID);
    expect(cards.length).toBe(1000);
    expect(cards.filter((c) => c.guestId === null).length).toBe(200);
    const ids = new Set(cards.map((c) => c.id));
    const placed = state.keypadCards.filter((k) => ids.has(k.cardMasterId));
    expect(placed.length).toBe(1087);
    const userless = new Set(cards.filter((c) => c.guestId === null).map((c) => c.id));
    expect(placed.filter((k) => userless.has(k.cardMasterId)).length).toBe(20);
    expect(placed.filter((k) => k.status === 'failed').length).toBe(27);
    expect(placed.filter((k) => k.status === 'registering').length).toBe(27);
    expect(placed.filter((k) => expiresWithin7Days(k.timeTill)).length).toBe(109);
    expect(placed.filter((k) => expired(k.timeTill)).length).toBe(109);
    const keypadIds = new Set(
      state.locks.filter((l) => l.organizationId === LARGE_ORGANIZATION_ID).flatMap((l) => l.keypads.map((k) => k.id)),
    );
    expect(placed.every((k) => keypadIds.has(k.keypadId))).toBe(true);
  });

  it('holds 5,000 PINs, 50 on each keypad: 20 failed (9999…), 25 registering, 500 expiring within 7 days, 500 expired', () => {
    const state = largeWorld();
    const keypadIds = state.locks
      .filter((l) => l.organizationId === LARGE_ORGANIZATION_ID)
      .flatMap((l) => l.keypads.map((k) => k.id));
    const pins = state.pins.filter((p) => keypadIds.includes(p.keypadId));
    expect(pins.length).toBe(5000);
    expect(keypadIds.every((id) => pins.filter((p) => p.keypadId === id).length === 50)).toBe(true);
    expect(pins.filter((p) => p.status === 'failed').length).toBe(20);
    expect(pins.filter((p) => p.pin.startsWith('9999')).every((p) => p.status === 'failed')).toBe(true);
    expect(pins.filter((p) => p.pin.startsWith('9999')).length).toBe(20);
    expect(pins.filter((p) => p.status === 'registering').length).toBe(25);
    expect(pins.every((p) => /^\d{4,8}$/.test(p.pin))).toBe(true);
    expect(pins.filter((p) => expiresWithin7Days(p.timeTill)).length).toBe(500);
    expect(pins.filter((p) => expired(p.timeTill)).length).toBe(500);
    expect(pins.filter((p) => p.timeFrom !== null && Date.parse(p.timeFrom) > TODAY.getTime()).length).toBe(500);
    expect(pins.filter((p) => p.timeTill === null).length).toBe(3000);
  });
});

describe('the dev tools’ large organization', () => {
  it('is absent at first; adding it puts it in the world once, and the dev tools then say it is there', async () => {
    const backend = memoryBackend();
    const dev = backend.container.get<DevTools>(DevTools);
    expect(dev.hasLargeOrganization()).toBe(false);
    const added = await dev.addLargeOrganization();
    expect(added.organizationName).toBe('大規模デモ株式会社');
    expect(dev.hasLargeOrganization()).toBe(true);
    await dev.addLargeOrganization();
    expect(backend.world.read((s) => s.locks.filter((l) => l.organizationId === LARGE_ORGANIZATION_ID).length)).toBe(
      200,
    );
  });
});
