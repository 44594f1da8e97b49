import type { Faker } from '@faker-js/faker';
import { seedPlatform } from './platformSeed';
import { makeSeedContext } from './seedContext';
import { seedOrder, worldSchemaOf, type SeedInput, type SliceName, type WorldSlice, type WorldState } from './state';

/**
 * Seeds the platform part, then every slice after the slices it needs (one faker sequence, so the same world every
 * time).
 */
export const seedWorld = (now: Date, faker: Faker, slices: ReadonlyArray<WorldSlice>): WorldState => {
  const ctx = makeSeedContext(now, faker);
  const state: Record<string, unknown> = { schema: worldSchemaOf(slices), seededOn: ctx.today.toISODate() ?? '' };
  Object.assign(state, seedPlatform(ctx));
  // every seeder sees the platform part and what was seeded before it, which includes what it declared in `needs`
  for (const slice of seedOrder(slices))
    Object.assign(state, slice.seed(ctx, state as unknown as SeedInput<SliceName>));
  return state as unknown as WorldState;
};
