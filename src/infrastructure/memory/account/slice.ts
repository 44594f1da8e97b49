import type { SeedContext } from '../world/seedContext';
import type { WorldState } from '../world/state';

/** The account part of the demo world. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountSlice {}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const ACCOUNT_SLICE_VERSION = 0;

export const seedAccount = (_ctx: SeedContext, _sofar: WorldState): AccountSlice => ({});
