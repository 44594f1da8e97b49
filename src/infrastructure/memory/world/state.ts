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
import { INVITATIONS_SLICE_VERSION, MANAGERS_SLICE_VERSION, seedInvitations, seedManagers, type InvitationsSlice, type ManagersSlice } from '../managers/slice';
import { NOTIFICATIONS_SLICE_VERSION, seedNotifications, type NotificationsSlice } from '../notifications/slice';
import { seedTokens, TOKENS_SLICE_VERSION, type TokensSlice } from '../tokens/slice';
import type { Faker } from '@faker-js/faker';
import { makeSeedContext, type SeedContext } from './seedContext';

/**
 * The whole server-side state of the demo world: the platform slice and one slice per feature.
 * Seeders run in dependency order: later ones see the slices before them.
 */
export type WorldState = { schema: string; seededOn: string } & PlatformSlice & LocksSlice & RemoteSlice & LogsSlice & AccountSlice & LinkingSlice & OrganizationSlice & GroupsSlice & GuestsSlice & ManagersSlice & InvitationsSlice & NotificationsSlice & TokensSlice;

type Seeder = (ctx: SeedContext, sofar: WorldState) => object;

const SEEDERS: ReadonlyArray<Seeder> = [seedPlatform, seedLocks, seedRemote, seedLogs, seedGroups, seedGuests, seedAccount, seedLinking, seedOrganization, seedManagers, seedInvitations, seedNotifications, seedTokens];

/** A stored world of another schema is seeded anew; each slice bumps its own version. */
export const WORLD_SCHEMA = `world-2:${[LOCKS_SLICE_VERSION, REMOTE_SLICE_VERSION, LOGS_SLICE_VERSION, ACCOUNT_SLICE_VERSION, LINKING_SLICE_VERSION, ORGANIZATION_SLICE_VERSION, GROUPS_SLICE_VERSION, GUESTS_SLICE_VERSION, MANAGERS_SLICE_VERSION, INVITATIONS_SLICE_VERSION, NOTIFICATIONS_SLICE_VERSION, TOKENS_SLICE_VERSION].join('.')}`;

export const seedWorld = (now: Date, faker: Faker): WorldState => {
  const ctx = makeSeedContext(now, faker);
  const state = { schema: WORLD_SCHEMA, seededOn: ctx.today.toISODate() ?? '' } as WorldState;
  for (const seeder of SEEDERS) Object.assign(state, seeder(ctx, state));
  return state;
};
