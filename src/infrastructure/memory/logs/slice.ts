import type { SeedContext } from '../world/seedContext';
import type { WorldState } from '../world/state';

/** The logs part of the demo world. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LogsSlice {}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const LOGS_SLICE_VERSION = 0;

export const seedLogs = (_ctx: SeedContext, _sofar: WorldState): LogsSlice => ({});
