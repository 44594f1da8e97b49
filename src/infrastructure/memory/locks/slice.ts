import { defineSlice } from '../world/state';
import type { SeedContext } from '../world/seedContext';
import type { GroupLockLink, LockRecord } from './records';
import { seedGroupLinks, seedLockRecords } from './seed';

/** The locks part of the demo world; key groups themselves live in the groups slice. */
export interface LocksSlice {
  locks: LockRecord[];
  groupLocks: GroupLockLink[];
}

const seedLocks = (ctx: SeedContext): LocksSlice => ({
  locks: seedLockRecords(ctx),
  groupLocks: seedGroupLinks(),
});

declare module '../world/state' {
  interface WorldSlices {
    locks: LocksSlice;
  }
}

/** The locks slice; bump the version when its shape changes (a stored world of another version is seeded anew). */
export const locksSlice = defineSlice({ name: 'locks', version: 3, needs: ['groups'], seed: seedLocks });
