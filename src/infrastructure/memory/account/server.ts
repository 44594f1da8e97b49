import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { Invitation, InvitationRegistrationForm } from '../../../domain/account/invitation';
import { isSameAccount } from '../../../domain/account/invitation';
import { validateEmail, validateManagerName, validatePassword } from '../../../domain/account/validation';
import type { Me, OrganizationSummary } from '../../../domain/session/session';
import type { AccountRecord } from '../world/platformRecords';
import { summaryOf } from '../platform/server';
import { newToken, type World } from '../world/World';
import { passwordResetMail } from './mails';
import { attachManager } from '../managers/server';
import { invitationRecord, markInvitationAccepted } from '../invitations/access';
import type { ManagerInvitationRecord } from '../invitations/records';
import { RESET_TOKEN_LIFETIME_HOURS } from './slice';

/** The server's behaviour for the own profile, password reset and manager invitations. */

/** Server messages, in the words a Japanese API would answer with (shown by the console as they are). */
export const ACCOUNT_SERVER_MESSAGES = {
  resetTokenInvalid: 'このリンクは無効です。もう一度パスワード再設定をお申し込みください。',
  resetTokenExpired: 'このリンクは有効期限が切れています。もう一度パスワード再設定をお申し込みください。',
  invitationNotFound: '招待が見つかりません。',
  alreadyRegistered: 'このメールアドレスは既に登録されています。',
  notTheInvitee: '招待されたアカウントではありません。',
} as const;

const isPast = (world: World, iso: string): boolean => Date.parse(iso) <= world.now().getTime();
const findManager = (world: World, email: string): AccountRecord | undefined =>
  world.read((s) => s.accounts.find((a) => a.kind === 'manager' && isSameAccount(a.email, email)));

export const rename = (
  world: World,
  account: AccountRecord,
  managerId: number,
  name: string,
): E.Either<PortError, Me> => {
  // a manager edits only their own profile; another id does not exist for them
  if (account.id !== managerId) return E.left(PortErrors.notFound());
  const invalid = validateManagerName(name);
  if (invalid !== undefined) return E.left(PortErrors.invalid(invalid));
  world.write((s) => {
    const target = s.accounts.find((a) => a.id === managerId);
    if (target) target.name = name;
  });
  return E.right({ id: account.id, name, email: account.email });
};

/** Answers alike for unknown addresses: who has an account is not revealed. */
export const requestPasswordReset = (world: World, email: string): E.Either<PortError, void> => {
  const invalid = validateEmail(email);
  if (invalid !== undefined) return E.left(PortErrors.invalid(invalid));
  const account = findManager(world, email);
  if (!account) return E.right(undefined);
  const token = newToken();
  const issuedAt = world.now();
  world.write((s) => {
    // only the newest link works: earlier unused ones are superseded
    for (const earlier of s.passwordResetTokens)
      if (earlier.accountId === account.id && earlier.usedAt === null) earlier.usedAt = issuedAt.toISOString();
    s.passwordResetTokens.push({
      token,
      accountId: account.id,
      issuedAt: issuedAt.toISOString(),
      expiresAt: new Date(issuedAt.getTime() + RESET_TOKEN_LIFETIME_HOURS * 3_600_000).toISOString(),
      usedAt: null,
    });
  });
  world.sendMail(passwordResetMail(account.email, token, RESET_TOKEN_LIFETIME_HOURS));
  return E.right(undefined);
};

export const resetPassword = (world: World, token: string, newPassword: string): E.Either<PortError, void> => {
  const record = world.read((s) => s.passwordResetTokens.find((t) => t.token === token));
  if (!record || record.usedAt !== null) return E.left(PortErrors.invalid(ACCOUNT_SERVER_MESSAGES.resetTokenInvalid));
  if (isPast(world, record.expiresAt)) return E.left(PortErrors.invalid(ACCOUNT_SERVER_MESSAGES.resetTokenExpired));
  const invalid = validatePassword(newPassword);
  if (invalid !== undefined) return E.left(PortErrors.invalid(invalid));
  world.write((s) => {
    const account = s.accounts.find((a) => a.id === record.accountId);
    if (account) account.password = newPassword;
    const used = s.passwordResetTokens.find((t) => t.token === token);
    if (used) used.usedAt = world.now().toISOString();
    // a new password ends every session signed in with the old one
    s.sessions = s.sessions.filter((session) => session.accountId !== record.accountId);
  });
  return E.right(undefined);
};

/** An invitation that can still be acted on: known, not accepted, not expired. */
const openInvitation = (world: World, id: string): E.Either<PortError, ManagerInvitationRecord> => {
  const record = invitationRecord(world, id);
  return record && record.acceptedAt === null && !isPast(world, record.expiresAt)
    ? E.right(record)
    : E.left(PortErrors.notFound(ACCOUNT_SERVER_MESSAGES.invitationNotFound));
};

export interface InvitationWithManager {
  readonly invitation: Invitation;
  readonly manager: Me | null;
}

export const invitation = (world: World, id: string): E.Either<PortError, InvitationWithManager> =>
  E.map((record: ManagerInvitationRecord): InvitationWithManager => {
    const organizationName = world.read((s) => s.organizations.find((o) => o.id === record.organizationId)?.name ?? '');
    const manager = findManager(world, record.email);
    return {
      invitation: {
        id: record.id,
        email: record.email,
        organizationId: record.organizationId,
        organizationName,
        managerExists: manager !== undefined,
      },
      manager: manager ? { id: manager.id, name: manager.name, email: manager.email } : null,
    };
  })(openInvitation(world, id));

export const registerInvited = (
  world: World,
  id: string,
  form: InvitationRegistrationForm,
): E.Either<PortError, void> => {
  const open = openInvitation(world, id);
  if (E.isLeft(open)) return open;
  if (findManager(world, open.right.email))
    return E.left(PortErrors.conflict(ACCOUNT_SERVER_MESSAGES.alreadyRegistered));
  const invalid = validateManagerName(form.name) ?? validatePassword(form.password);
  if (invalid !== undefined) return E.left(PortErrors.invalid(invalid));
  const accountId = world.nextId('account');
  world.write((s) => {
    s.accounts.push({
      id: accountId,
      kind: 'manager',
      name: form.name,
      email: open.right.email,
      password: form.password,
      organizationIds: [],
      createdAt: world.now().toISOString(),
    });
  });
  return E.right(undefined);
};

export const acceptInvitation = (
  world: World,
  account: AccountRecord,
  id: string,
): E.Either<PortError, OrganizationSummary & { readonly id: number }> => {
  const open = openInvitation(world, id);
  if (E.isLeft(open)) return open;
  if (!isSameAccount(account.email, open.right.email))
    return E.left(PortErrors.invalid(ACCOUNT_SERVER_MESSAGES.notTheInvitee));
  const organization = world.read((s) => s.organizations.find((o) => o.id === open.right.organizationId));
  if (!organization) return E.left(PortErrors.notFound(ACCOUNT_SERVER_MESSAGES.invitationNotFound));
  markInvitationAccepted(world, id);
  attachManager(world, account.id, organization.id);
  return E.right(summaryOf(organization));
};
