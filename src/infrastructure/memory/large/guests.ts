import type { GuestRecord, MembershipRecord } from '../guests/slice';
import type { Clock } from './clock';
import { GROUP_ID, groupless, guestId, LARGE, memberless } from './figures';
import { FAMILY_NAMES, GIVEN_NAMES } from './names';

/** The large organization's 3,000 guests and the key groups they are in. */

export const seedGuests = (clock: Clock): GuestRecord[] => {
  const guests: GuestRecord[] = [];
  for (let i = 0; i < LARGE.guests; i += 1) {
    const family = i % FAMILY_NAMES.length;
    // (family, given) runs through every pair once: 3,000 different names
    const given = (Math.floor(i / FAMILY_NAMES.length) + family * 7) % GIVEN_NAMES.length;
    const connected = i % 10 < 7;
    guests.push({
      id: guestId(i),
      organizationId: LARGE.organizationId,
      name: `${FAMILY_NAMES[family] ?? ''} ${GIVEN_NAMES[given] ?? ''}`,
      email: `user${String(i + 1).padStart(4, '0')}@large.example.jp`,
      isConnected: connected,
      verifyCode: connected ? null : `V${String(200_000 + i)}`,
      connectionRequestDate: !connected && i % 3 === 0 ? clock.at(-(1 + (i % 20)), 10, 30) : null,
      createdAt: clock.at(-(300 - Math.floor(i / 10)), 9),
    });
  }
  return guests;
};

/** Every fourth guest is in オフィス共通 1; every other guest in a group is in 1 to 3 groups drawn at random. */
export const seedMemberships = (random: () => number): MembershipRecord[] => {
  const memberships: MembershipRecord[] = [];
  const open: number[] = [];
  for (let g = 0; g < LARGE.groups; g += 1) if (!memberless(g)) open.push(g);
  for (let i = 0; i < LARGE.guests; i += 1) {
    if (groupless(i)) continue;
    const chosen = new Set<number>();
    if (i % 4 === 0) chosen.add(0);
    const count = 1 + Math.floor(random() * 3);
    while (chosen.size < count) chosen.add(open[Math.floor(random() * open.length)] ?? 0);
    for (const g of chosen) memberships.push({ groupId: GROUP_ID + g, guestId: guestId(i) });
  }
  return memberships;
};
