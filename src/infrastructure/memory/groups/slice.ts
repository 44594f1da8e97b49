import type { SeedContext } from '../world/seedContext';
import type { WorldState } from '../world/state';

/** The groups part of the demo world. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GroupsSlice {}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const GROUPS_SLICE_VERSION = 0;

export const seedGroups = (_ctx: SeedContext, _sofar: WorldState): GroupsSlice => ({});
