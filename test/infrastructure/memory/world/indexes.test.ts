import { describe, expect, it } from 'vitest';
import { keypadCardOf } from '../../../../src/infrastructure/memory/cards/keypadCardsServer';
import { membersOf } from '../../../../src/infrastructure/memory/groups/server';
import { worldIndex } from '../../../../src/infrastructure/memory/world/indexes';
import type { World } from '../../../../src/infrastructure/memory/world/World';
import { memoryBackend } from '../../../support/backends';

/** What membersOf answered before its index: the memberships scanned, then the guests. */
const scannedMembers = (world: World, groupId: number) =>
  world.read((s) => {
    const ids = new Set(s.memberships.filter((m) => m.groupId === groupId).map((m) => m.guestId));
    return s.guests.filter((g) => ids.has(g.id)).map((g) => ({ id: g.id, name: g.name }));
  });

/** What keypadCardOf's look-ups answered before: the card by a scan of the cards, its user by one of the guests. */
const scannedUser = (world: World, cardMasterId: number) =>
  world.read((s) => {
    const card = s.cardMasters.find((c) => c.id === cardMasterId);
    return card?.guestId == null ? null : (s.guests.find((g) => g.id === card.guestId)?.name ?? null);
  });

const everyGroup = (world: World) => world.read((s) => s.groups.map((g) => g.id));

describe("the memory world's indexes", () => {
  it('answer what the scans answered, and what a write changed from the next call on', () => {
    const { world } = memoryBackend();
    for (const id of everyGroup(world)) expect(membersOf(world, id)).toEqual(scannedMembers(world, id));
    const [groupId] = everyGroup(world);
    const newcomer = world.read((s) =>
      s.guests.find((g) => !s.memberships.some((m) => m.guestId === g.id && m.groupId === groupId)),
    );
    if (groupId === undefined || newcomer === undefined)
      throw new Error('the demo world has a group and a guest not in it');
    const before = membersOf(world, groupId).length;
    world.write((s) => {
      s.memberships.push({ groupId, guestId: newcomer.id });
      // the same membership twice: the guest is listed once
      s.memberships.push({ groupId, guestId: newcomer.id });
    });
    expect(membersOf(world, groupId)).toHaveLength(before + 1);
    for (const id of everyGroup(world)) expect(membersOf(world, id)).toEqual(scannedMembers(world, id));

    const placed = world.read((s) => s.keypadCards);
    for (const record of placed)
      expect(keypadCardOf(world, record).guestName).toBe(
        record.status === 'deleting' ? null : scannedUser(world, record.cardMasterId),
      );
    const withUser = world.read((s) =>
      s.cardMasters.find(
        (c) => c.guestId !== null && placed.some((k) => k.cardMasterId === c.id && k.status !== 'deleting'),
      ),
    );
    if (!withUser) throw new Error('the demo world has a card with a user on a keypad');
    world.write((s) => {
      const user = s.guests.find((g) => g.id === withUser.guestId);
      if (user) user.name = '改名 後子';
    });
    const record = placed.find((k) => k.cardMasterId === withUser.id && k.status !== 'deleting');
    if (!record) throw new Error('placed');
    expect(keypadCardOf(world, record).guestName).toBe('改名 後子');
  });

  it('are built once while nothing is written, again after a write', () => {
    const { world } = memoryBackend();
    let builds = 0;
    const count = () => worldIndex(world, 'test-count', (s) => ((builds += 1), s.guests.length));
    expect(count()).toBe(count());
    expect(builds).toBe(1);
    world.write((s) => {
      s.guests.pop();
    });
    const after = count();
    expect(builds).toBe(2);
    expect(after).toBe(world.read((s) => s.guests.length));
  });
});
