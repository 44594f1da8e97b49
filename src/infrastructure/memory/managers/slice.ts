import type { AccountRecord, MailRecord } from '../platform/records';
import { DEMO, DEMO_PASSWORD } from '../platform/seed';
import type { SeedContext } from '../world/seedContext';
import { defineSlice, type SeedInput } from '../world/state';
import type { ManagerInvitationRecord, ManagerRecord } from './records';
import { invitationMail } from '../account/mails';

/**
 * The managers feature's part of the world: each manager's place in an organization, and the
 * invitations not accepted yet (they moved here from the account slice; the accept page reads them).
 */
export interface ManagersSlice {
  managers: ManagerRecord[];
  managerInvitations: ManagerInvitationRecord[];
}

export const INVITATION_LIFETIME_DAYS = 7;

/** The seeded invitations of demo-world.md, with fixed ids tests and demos rely on. */
export const DEMO_INVITATIONS = {
  /** new-manager@example.jp (no account yet) to organization 1: invitation case 1. */
  newManager: 'c0ffee01-new-manager',
  /** manager@example.jp to organization 3: cases 2, 3 and 4 depending on who is signed in. */
  managerToSolo: 'c0ffee02-manager-to-solo',
  /** A second pending invitation of organization 1, to an address with no account. */
  curioStaff: 'c0ffee03-curio-staff',
} as const;

/** The other managers of the demo organizations (password Passw0rd, like every demo account). */
export const DEMO_MANAGERS = {
  /** Organization 1. */
  ito: 11,
  watanabe: 12,
  nakamura: 13,
  /** Organization 2's second and last slot. */
  kato: 14,
} as const;

const EXTRA_MANAGERS: ReadonlyArray<{ id: number; name: string; email: string; organizationIds: number[]; daysAgo: number }> = [
  { id: DEMO_MANAGERS.ito, name: '伊藤 美咲', email: 'ito.misaki@example.jp', organizationIds: [DEMO.organizations.curio], daysAgo: 200 },
  { id: DEMO_MANAGERS.watanabe, name: '渡辺 健太', email: 'watanabe.kenta@example.jp', organizationIds: [DEMO.organizations.curio], daysAgo: 90 },
  { id: DEMO_MANAGERS.nakamura, name: '中村 さくら', email: 'nakamura.sakura@example.jp', organizationIds: [DEMO.organizations.curio], daysAgo: 12 },
  { id: DEMO_MANAGERS.kato, name: '加藤 誠', email: 'kato.makoto@example.jp', organizationIds: [DEMO.organizations.fudosan], daysAgo: 150 },
];

/** Adds the other managers as accounts and gives every manager account its record in each organization. */
const seedManagerRecords = (ctx: SeedContext, sofar: SeedInput<never>): ManagerRecord[] => {
  const accounts: AccountRecord[] = EXTRA_MANAGERS.map((m) => ({
    id: m.id, kind: 'manager', name: m.name, email: m.email, password: DEMO_PASSWORD, organizationIds: [...m.organizationIds], createdAt: ctx.daysAgo(m.daysAgo, 10),
  }));
  sofar.accounts.push(...accounts);
  return sofar.accounts
    .filter((a) => a.kind === 'manager')
    .flatMap((a) => a.organizationIds.map((organizationId) => ({ accountId: a.id, organizationId, createdAt: a.createdAt, updatedAt: a.createdAt })));
};

const seedManagers = (ctx: SeedContext, sofar: SeedInput<never>): ManagersSlice => {
  const managers = seedManagerRecords(ctx, sofar);
  const invitation = (id: string, email: string, organizationId: number, daysAgo: number): ManagerInvitationRecord => ({
    id,
    email,
    organizationId,
    createdAt: ctx.daysAgo(daysAgo, 10, 30),
    invitedAt: ctx.daysAgo(daysAgo, 10, 30),
    expiresAt: ctx.today.minus({ days: daysAgo }).plus({ days: INVITATION_LIFETIME_DAYS }).set({ hour: 10, minute: 30 }).toISO() ?? '',
    acceptedAt: null,
  });
  const managerInvitations = [
    invitation(DEMO_INVITATIONS.newManager, 'new-manager@example.jp', DEMO.organizations.curio, 1),
    invitation(DEMO_INVITATIONS.managerToSolo, 'manager@example.jp', DEMO.organizations.solo, 2),
    invitation(DEMO_INVITATIONS.curioStaff, 'kobayashi.staff@example.jp', DEMO.organizations.curio, 3),
  ];
  // the invitation mails were sent when the invitations were made; they belong in the mailbox
  const mails: MailRecord[] = managerInvitations.map((record, i) => {
    const organizationName = sofar.organizations.find((o) => o.id === record.organizationId)?.name ?? '';
    return { ...invitationMail(record, organizationName), id: `mail-seed-invitation-${i + 1}`, sentAt: record.invitedAt };
  });
  sofar.mails.push(...mails);
  // the plan's remaining slots follow the managers and pending invitations really there
  for (const organization of sofar.organizations) {
    const used = managers.filter((m) => m.organizationId === organization.id).length + managerInvitations.filter((i) => i.organizationId === organization.id).length;
    const plan = organization.planFunctions;
    organization.planFunctions = { ...plan, remainingManagerCount: Math.max(0, plan.maximumManagerCount - used) };
  }
  return { managers, managerInvitations };
};

declare module '../world/state' {
  interface WorldSlices {
    managers: ManagersSlice;
  }
}

/** Bump the version when the shape changes: a stored world of another version is seeded anew. */
export const managersSlice = defineSlice({ name: 'managers', version: 1, needs: [], seed: seedManagers });
