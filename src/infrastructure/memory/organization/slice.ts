import type { SeedContext } from '../world/seedContext';
import type { WorldState } from '../world/state';

/** The organization part of the demo world. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OrganizationSlice {}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const ORGANIZATION_SLICE_VERSION = 0;

export const seedOrganization = (_ctx: SeedContext, _sofar: WorldState): OrganizationSlice => ({});
