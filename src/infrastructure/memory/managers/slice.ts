import type { AccountRecord } from '../world/platformRecords';
import { DEMO, DEMO_PASSWORD } from '../world/platformSeed';
import type { SeedContext } from '../world/seedContext';
import { defineSlice, type SeedInput } from '../world/state';
import type { ManagerRecord } from './records';

/**
 * The managers feature's part of the world: each manager's place in an organization (invitations have their own slice).
 */
export interface ManagersSlice {
  managers: ManagerRecord[];
}

/** The other managers of the demo organizations (password Passw0rd, like every demo account). */
export const DEMO_MANAGERS = {
  /** Organization 1. */
  ito: 11,
  watanabe: 12,
  nakamura: 13,
  /** Organization 2's second and last slot. */
  kato: 14,
} as const;

const EXTRA_MANAGERS: ReadonlyArray<{
  id: number;
  name: string;
  email: string;
  organizationIds: number[];
  daysAgo: number;
}> = [
  {
    id: DEMO_MANAGERS.ito,
    name: '伊藤 美咲',
    email: 'ito.misaki@example.jp',
    organizationIds: [DEMO.organizations.curio],
    daysAgo: 200,
  },
  {
    id: DEMO_MANAGERS.watanabe,
    name: '渡辺 健太',
    email: 'watanabe.kenta@example.jp',
    organizationIds: [DEMO.organizations.curio],
    daysAgo: 90,
  },
  {
    id: DEMO_MANAGERS.nakamura,
    name: '中村 さくら',
    email: 'nakamura.sakura@example.jp',
    organizationIds: [DEMO.organizations.curio],
    daysAgo: 12,
  },
  {
    id: DEMO_MANAGERS.kato,
    name: '加藤 誠',
    email: 'kato.makoto@example.jp',
    organizationIds: [DEMO.organizations.fudosan],
    daysAgo: 150,
  },
];

/** Adds the other managers as accounts and gives every manager account its record in each organization. */
const seedManagerRecords = (ctx: SeedContext, sofar: SeedInput<never>): ManagerRecord[] => {
  const accounts: AccountRecord[] = EXTRA_MANAGERS.map((m) => ({
    id: m.id,
    kind: 'manager',
    name: m.name,
    email: m.email,
    password: DEMO_PASSWORD,
    organizationIds: [...m.organizationIds],
    createdAt: ctx.daysAgo(m.daysAgo, 10),
  }));
  sofar.accounts.push(...accounts);
  return sofar.accounts
    .filter((a) => a.kind === 'manager')
    .flatMap((a) =>
      a.organizationIds.map((organizationId) => ({
        accountId: a.id,
        organizationId,
        createdAt: a.createdAt,
        updatedAt: a.createdAt,
      })),
    );
};

const seedManagers = (ctx: SeedContext, sofar: SeedInput<never>): ManagersSlice => {
  const managers = seedManagerRecords(ctx, sofar);
  // the plan's remaining slots follow the managers really there (the invitations slice takes its own)
  for (const organization of sofar.organizations) {
    const used = managers.filter((m) => m.organizationId === organization.id).length;
    const plan = organization.planFunctions;
    organization.planFunctions = { ...plan, remainingManagerCount: Math.max(0, plan.maximumManagerCount - used) };
  }
  return { managers };
};

declare module '../world/state' {
  interface WorldSlices {
    managers: ManagersSlice;
  }
}

/**
 * Bump the version when the shape changes: a stored world of another version is seeded anew (2: invitations moved out).
 */
export const managersSlice = defineSlice({ name: 'managers', version: 2, needs: [], seed: seedManagers });
