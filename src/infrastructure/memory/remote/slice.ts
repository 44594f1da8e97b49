import type { SeedContext } from '../world/seedContext';
import type { WorldState } from '../world/state';

/** The remote part of the demo world. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RemoteSlice {}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const REMOTE_SLICE_VERSION = 0;

export const seedRemote = (_ctx: SeedContext, _sofar: WorldState): RemoteSlice => ({});
