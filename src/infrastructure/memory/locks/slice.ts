import type { SeedContext } from '../world/seedContext';
import type { WorldState } from '../world/state';
import type { GroupLockLink, LockRecord } from './records';
import { seedGroupLinks, seedLockRecords } from './seed';

/** The locks part of the demo world; key groups themselves live in the groups slice. */
export interface LocksSlice {
  locks: LockRecord[];
  groupLocks: GroupLockLink[];
}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const LOCKS_SLICE_VERSION = 2;

export const seedLocks = (ctx: SeedContext, _sofar: WorldState): LocksSlice => ({
  locks: seedLockRecords(ctx),
  groupLocks: seedGroupLinks(),
});
