import type { PlatformSlice } from '../platform/records';
import { seedPlatform } from '../platform/seed';
import { makeSeedContext, type SeedContext } from './seedContext';

/**
 * The whole server-side state of the demo world. Each feature adds its slice type to this
 * intersection and its seeder to SEEDERS (in dependency order: later seeders see earlier slices).
 */
export type WorldState = { schema: string; seededOn: string } & PlatformSlice;

type Seeder = (ctx: SeedContext, sofar: WorldState) => object;

const SEEDERS: ReadonlyArray<Seeder> = [seedPlatform];

/** Bump when a slice changes shape: a stored world of another schema is seeded anew. */
export const WORLD_SCHEMA = 'world-1';

export const seedWorld = (now: Date): WorldState => {
  const ctx = makeSeedContext(now);
  const state = { schema: WORLD_SCHEMA, seededOn: ctx.today.toISODate() ?? '' } as WorldState;
  for (const seeder of SEEDERS) Object.assign(state, seeder(ctx, state));
  return state;
};
