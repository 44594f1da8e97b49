import type { SeedContext } from '../world/seedContext';
import type { WorldState } from '../world/state';
import type { GroupLockLink, LockGroupRecord, LockRecord } from './records';
import { seedGroupLinks, seedLockGroups, seedLockRecords } from './seed';

/** The locks part of the demo world. */
export interface LocksSlice {
  locks: LockRecord[];
  lockGroups: LockGroupRecord[];
  groupLocks: GroupLockLink[];
}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const LOCKS_SLICE_VERSION = 1;

export const seedLocks = (ctx: SeedContext, _sofar: WorldState): LocksSlice => ({
  locks: seedLockRecords(ctx),
  lockGroups: seedLockGroups(),
  groupLocks: seedGroupLinks(),
});
