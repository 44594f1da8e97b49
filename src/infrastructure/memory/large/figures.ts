import { DEMO } from '../world/platformSeed';
import { LARGE_ORGANIZATION_ID } from './organization';

/**
 * The large organization of the demo (docs/DEMO-WORLD.md): an organization of real size for the access views, added
 * to the world only from the dev menu, so the default world stays small. Every record follows from its index (the
 * varieties the tests count) or from one fixed-seed generator (which guests and locks a group holds): the same
 * organization every time for the same day. Plain loops, no faker: 10,000 records in a few tens of milliseconds.
 */
export const LARGE = {
  organizationId: LARGE_ORGANIZATION_ID,
  name: '大規模デモ株式会社',
  /** manager@example.jp manages it beside organizations 1 and 2. */
  managerAccountId: DEMO.accounts.manager,
  locks: 200,
  keypads: 100,
  groups: 50,
  guests: 3000,
  cards: 1000,
  pins: 5000,
  /** Ids start here for every kind of record (the world's own sequences hand out 1001 upwards). */
  firstId: 100_001,
  seed: 20_261_125,
} as const;

/** The first id of each kind of record. */
export const LOCK_ID = LARGE.firstId;
export const KEYPAD_ID = LARGE.firstId;
export const SUB_LOCK_ID = LARGE.firstId;
export const GROUP_ID = LARGE.firstId;

export const guestId = (i: number): number => LARGE.firstId + i;

// which records are which: the varieties the access views and the tests count

/** Whether lock i (0-based) has no hub: every eighth, and the indoor-only keypad locks of each fortieth. */
export const withoutHub = (i: number): boolean => i % 8 === 7 || i % 40 === 2;
/** The twentieth door of each site (屋上扉): no group reaches it. */
export const unreached = (i: number): boolean => i % 20 === 19;
/** Groups that reach no lock. */
export const lockless = (g: number): boolean => g % 12 === 11;
/** Groups no guest is in. */
export const memberless = (g: number): boolean => g % 17 === 16;
/** Guests in no group. */
export const groupless = (i: number): boolean => i % 20 === 19;
