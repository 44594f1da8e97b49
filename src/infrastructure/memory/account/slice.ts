import { defineSlice, type SeedInput } from '../world/state';
import type { MailRecord } from '../platform/records';
import { DEMO } from '../platform/seed';
import type { SeedContext } from '../world/seedContext';
import { invitationMail } from './mails';
import type { ManagerInvitationRecord, PasswordResetTokenRecord } from './records';

/** The account part of the demo world. */
export interface AccountSlice {
  passwordResetTokens: PasswordResetTokenRecord[];
  managerInvitations: ManagerInvitationRecord[];
}

export const RESET_TOKEN_LIFETIME_HOURS = 24;
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

const seedAccount = (ctx: SeedContext, sofar: SeedInput<never>): AccountSlice => {
  const invitation = (id: string, email: string, organizationId: number, daysAgo: number): ManagerInvitationRecord => ({
    id,
    email,
    organizationId,
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
  return { passwordResetTokens: [], managerInvitations };
};

declare module '../world/state' {
  interface WorldSlices {
    account: AccountSlice;
  }
}

/** The account slice; bump the version when its shape changes (a stored world of another version is seeded anew). */
export const accountSlice = defineSlice({ name: 'account', version: 1, needs: [], seed: seedAccount });
