import type { PlatformSlice } from '../platform/records';
import { seedPlatform } from '../platform/seed';
import { LOCKS_SLICE_VERSION, seedLocks, type LocksSlice } from '../locks/slice';
import { REMOTE_SLICE_VERSION, seedRemote, type RemoteSlice } from '../remote/slice';
import { LOGS_SLICE_VERSION, seedLogs, type LogsSlice } from '../logs/slice';
import { ACCOUNT_SLICE_VERSION, seedAccount, type AccountSlice } from '../account/slice';
import { LINKING_SLICE_VERSION, seedLinking, type LinkingSlice } from '../linking/slice';
import { ORGANIZATION_SLICE_VERSION, seedOrganization, type OrganizationSlice } from '../organization/slice';
import { GROUPS_SLICE_VERSION, seedGroups, type GroupsSlice } from '../groups/slice';
import { GUESTS_SLICE_VERSION, seedGuests, type GuestsSlice } from '../guests/slice';
import { CARDS_SLICE_VERSION, seedCards, type CardsSlice } from '../cards/slice';
import { PINS_SLICE_VERSION, seedPins, type PinsSlice } from '../pins/slice';
import type { Faker } from '@faker-js/faker';
import { makeSeedContext, type SeedContext } from './seedContext';

/**
 * The whole server-side state of the demo world: the platform slice and one slice per feature.
 * Seeders run in dependency order: later ones see the slices before them.
 */
export type WorldState = { schema: string; seededOn: string } & PlatformSlice & LocksSlice & RemoteSlice & LogsSlice & AccountSlice & LinkingSlice & OrganizationSlice & GroupsSlice & GuestsSlice & CardsSlice & PinsSlice;

type Seeder = (ctx: SeedContext, sofar: WorldState) => object;

const SEEDERS: ReadonlyArray<Seeder> = [seedPlatform, seedLocks, seedRemote, seedLogs, seedGroups, seedGuests, seedCards, seedPins, seedAccount, seedLinking, seedOrganization];

/** A stored world of another schema is seeded anew; each slice bumps its own version. */
export const WORLD_SCHEMA = `world-2:${[LOCKS_SLICE_VERSION, REMOTE_SLICE_VERSION, LOGS_SLICE_VERSION, ACCOUNT_SLICE_VERSION, LINKING_SLICE_VERSION, ORGANIZATION_SLICE_VERSION, GROUPS_SLICE_VERSION, GUESTS_SLICE_VERSION, CARDS_SLICE_VERSION, PINS_SLICE_VERSION].join('.')}`;

export const seedWorld = (now: Date, faker: Faker): WorldState => {
  const ctx = makeSeedContext(now, faker);
  const state = { schema: WORLD_SCHEMA, seededOn: ctx.today.toISODate() ?? '' } as WorldState;
  for (const seeder of SEEDERS) Object.assign(state, seeder(ctx, state));
  return state;
};
