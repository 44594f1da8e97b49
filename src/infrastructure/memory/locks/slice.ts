import type { SeedContext } from '../world/seedContext';
import type { WorldState } from '../world/state';

/** The locks part of the demo world. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LocksSlice {}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const LOCKS_SLICE_VERSION = 0;

export const seedLocks = (_ctx: SeedContext, _sofar: WorldState): LocksSlice => ({});
