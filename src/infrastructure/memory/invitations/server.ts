import * as E from 'fp-ts/Either';
import { DateTime } from 'luxon';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import { isSameAccount } from '../../../domain/account/invitation';
import { normalizeInviteEmail, validateInviteEmail, type PendingInvitation } from '../../../domain/managers/invitation';
import type { Page } from '../../../domain/shared/paging';
import { invitationMail } from './mails';
import { organizationOf } from '../platform/server';
import type { AccountRecord } from '../world/platformRecords';
import { newToken, type World } from '../world/World';
import { servedPageNumber, servedPerPage } from '../world/paging';
import { pendingInvitationsOf, refreshRemainingManagers } from './access';
import type { ManagerInvitationRecord } from './records';
import { INVITATION_LIFETIME_DAYS } from './slice';

/**
 * The server's behaviour for the console side of manager invitations (the invitations slice), shared by both backends.
 */

export const INVITATION_SERVER_MESSAGES = {
  alreadyRegistered: 'already registered email',
  alreadyInvited: 'already invited email',
  planLimit: 'manager limit reached',
  notFound: '招待が見つかりません。',
} as const;

export const pendingOf = (record: ManagerInvitationRecord): PendingInvitation & { readonly createdAt: string } => ({
  id: record.id,
  email: record.email,
  sentAt: record.invitedAt,
  createdAt: record.createdAt,
});

const pendingIn = pendingInvitationsOf;

/** Newest first: the invitation just sent is on top. */
export const listInvitations = (
  world: World,
  account: AccountRecord,
  query: { organizationId: number; page: number; perPage: number },
): E.Either<PortError, Page<PendingInvitation & { readonly createdAt: string }>> => {
  const organization = organizationOf(world, account, query.organizationId);
  if (E.isLeft(organization)) return organization;
  const all = pendingIn(world, query.organizationId).sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
  const perPage = servedPerPage(world, 'invitations', query.perPage);
  const page = servedPageNumber(query.page);
  return E.right({
    items: all.slice((page - 1) * perPage, page * perPage).map(pendingOf),
    total: all.length,
    page,
    perPage,
  });
};

const organizationName = (world: World, organizationId: number): string =>
  world.read((s) => s.organizations.find((o) => o.id === organizationId)?.name ?? '');

/** Records the invitation and mails its link (the accept page of the account feature). */
export const createInvitation = (world: World, email: string, organizationId: number): ManagerInvitationRecord => {
  const now = DateTime.fromJSDate(world.now());
  const record: ManagerInvitationRecord = {
    id: newToken(),
    email,
    organizationId,
    createdAt: now.toISO() ?? '',
    invitedAt: now.toISO() ?? '',
    expiresAt: now.plus({ days: INVITATION_LIFETIME_DAYS }).toISO() ?? '',
    acceptedAt: null,
  };
  world.write((s) => s.managerInvitations.push(record));
  world.sendMail(invitationMail(record, organizationName(world, organizationId)));
  refreshRemainingManagers(world, organizationId);
  return record;
};

/** POST /v1/console/manager_invitations: 409 for a manager of the organization or an address already invited. */
export const inviteManager = (
  world: World,
  account: AccountRecord,
  organizationId: number,
  rawEmail: string,
): E.Either<PortError, ManagerInvitationRecord> => {
  const organization = organizationOf(world, account, organizationId);
  if (E.isLeft(organization)) return organization;
  const email = normalizeInviteEmail(rawEmail);
  const invalid = validateInviteEmail(email);
  if (invalid !== undefined) return E.left(PortErrors.invalid(invalid));
  if (organization.right.planFunctions.remainingManagerCount < 1)
    return E.left(PortErrors.planLimit(INVITATION_SERVER_MESSAGES.planLimit));
  const isManager = world.read((s) =>
    s.managers.some(
      (m) =>
        m.organizationId === organizationId &&
        s.accounts.some((a) => a.id === m.accountId && isSameAccount(a.email, email)),
    ),
  );
  if (isManager) return E.left(PortErrors.conflict(INVITATION_SERVER_MESSAGES.alreadyRegistered));
  if (pendingIn(world, organizationId).some((i) => isSameAccount(i.email, email)))
    return E.left(PortErrors.conflict(INVITATION_SERVER_MESSAGES.alreadyInvited));
  return E.right(createInvitation(world, email, organizationId));
};

const ownPending = (world: World, account: AccountRecord, id: string): E.Either<PortError, ManagerInvitationRecord> => {
  const record = world.read((s) => s.managerInvitations.find((i) => i.id === id && i.acceptedAt === null));
  return record && account.organizationIds.includes(record.organizationId)
    ? E.right(record)
    : E.left(PortErrors.notFound(INVITATION_SERVER_MESSAGES.notFound));
};

/** Sends the mail again with a fresh expiry; the link stays the same. */
export const resendInvitation = (world: World, account: AccountRecord, id: string): E.Either<PortError, void> => {
  const record = ownPending(world, account, id);
  if (E.isLeft(record)) return record;
  const now = DateTime.fromJSDate(world.now());
  world.write((s) => {
    const target = s.managerInvitations.find((i) => i.id === id);
    if (target) {
      target.invitedAt = now.toISO() ?? '';
      target.expiresAt = now.plus({ days: INVITATION_LIFETIME_DAYS }).toISO() ?? '';
    }
  });
  world.sendMail(invitationMail(record.right, organizationName(world, record.right.organizationId)));
  return E.right(undefined);
};

/** The link in the mail stops working. */
export const deleteInvitation = (world: World, account: AccountRecord, id: string): E.Either<PortError, void> => {
  const record = ownPending(world, account, id);
  if (E.isLeft(record)) return record;
  world.write((s) => {
    s.managerInvitations = s.managerInvitations.filter((i) => i.id !== id);
  });
  refreshRemainingManagers(world, record.right.organizationId);
  return E.right(undefined);
};
