import type { SeedContext } from '../world/seedContext';
import type { WorldState } from '../world/state';

/** The linking part of the demo world. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LinkingSlice {}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const LINKING_SLICE_VERSION = 0;

export const seedLinking = (_ctx: SeedContext, _sofar: WorldState): LinkingSlice => ({});
