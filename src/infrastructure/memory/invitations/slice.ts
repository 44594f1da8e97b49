import type { MailRecord } from '../world/platformRecords';
import { DEMO } from '../world/platformSeed';
import type { SeedContext } from '../world/seedContext';
import { defineSlice, type SeedInput } from '../world/state';
import { invitationMail } from './mails';
import type { ManagerInvitationRecord } from './records';

/**
 * The manager invitations not accepted yet, in their own slice: the managers screen makes,
 * resends and cancels them, the account's accept page reads and accepts them. They lived on
 * the account slice, then on the managers slice (version 1), before getting this owner.
 */
export interface InvitationsSlice {
  managerInvitations: ManagerInvitationRecord[];
}

export const INVITATION_LIFETIME_DAYS = 7;

/** The seeded invitations of docs/DEMO-WORLD.md, with fixed ids tests and demos rely on. */
export const DEMO_INVITATIONS = {
  /** new-manager@example.jp (no account yet) to organization 1: invitation case 1. */
  newManager: 'c0ffee01-new-manager',
  /** manager@example.jp to organization 3: cases 2, 3 and 4 depending on who is signed in. */
  managerToSolo: 'c0ffee02-manager-to-solo',
  /** A second pending invitation of organization 1, to an address with no account. */
  curioStaff: 'c0ffee03-curio-staff',
} as const;

/** Needs the managers: a pending invitation takes a plan slot next to the managers already there. */
const seedInvitations = (ctx: SeedContext, sofar: SeedInput<'managers'>): InvitationsSlice => {
  const invitation = (id: string, email: string, organizationId: number, daysAgo: number): ManagerInvitationRecord => ({
    id,
    email,
    organizationId,
    createdAt: ctx.daysAgo(daysAgo, 10, 30),
    invitedAt: ctx.daysAgo(daysAgo, 10, 30),
    expiresAt:
      ctx.today
        .minus({ days: daysAgo })
        .plus({ days: INVITATION_LIFETIME_DAYS })
        .set({ hour: 10, minute: 30 })
        .toISO() ?? '',
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
    return {
      ...invitationMail(record, organizationName),
      id: `mail-seed-invitation-${i + 1}`,
      sentAt: record.invitedAt,
    };
  });
  sofar.mails.push(...mails);
  // the plan's remaining slots follow the managers and pending invitations really there
  for (const organization of sofar.organizations) {
    const used =
      sofar.managers.filter((m) => m.organizationId === organization.id).length +
      managerInvitations.filter((i) => i.organizationId === organization.id).length;
    const plan = organization.planFunctions;
    organization.planFunctions = { ...plan, remainingManagerCount: Math.max(0, plan.maximumManagerCount - used) };
  }
  return { managerInvitations };
};

declare module '../world/state' {
  interface WorldSlices {
    invitations: InvitationsSlice;
  }
}

/** Bump the version when the shape changes: a stored world of another version is seeded anew. */
export const invitationsSlice = defineSlice({
  name: 'invitations',
  version: 1,
  needs: ['managers'],
  seed: seedInvitations,
});
