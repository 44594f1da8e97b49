import type { SeedContext } from '../world/seedContext';
import type { WorldState } from '../world/state';

/** The guests part of the demo world. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GuestsSlice {}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const GUESTS_SLICE_VERSION = 0;

export const seedGuests = (_ctx: SeedContext, _sofar: WorldState): GuestsSlice => ({});
