import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { Guest } from '../../../domain/guests/guest';
import { FREE_GUEST_TIER } from '../../../domain/guests/guest';
import { validateGuestEmail, validateGuestName } from '../../../domain/guests/validation';
import type { Page } from '../../../domain/shared/paging';
import { organizationOf } from '../platform/server';
import type { AccountRecord, OrganizationRecord } from '../platform/records';
import type { World } from '../world/World';
import { servedPageNumber, servedPerPage } from '../world/paging';
import { cardNamesOfGuest } from '../cards/cardMastersServer';
import type { GuestRecord } from './slice';
import { issueCode } from '../linking/server';

/** The server's behaviour for guests and group invitations, shared by both backends. */

export const guestOf = (world: World, record: GuestRecord): Guest =>
  world.read((s) => {
    const groupIds = new Set(s.memberships.filter((m) => m.guestId === record.id).map((m) => m.groupId));
    return {
      id: record.id,
      name: record.name,
      email: record.email,
      isConnected: record.isConnected,
      // the organization-wide group is never shown to a manager
      groups: s.groups.filter((g) => groupIds.has(g.id) && !g.whole).map((g) => ({ id: g.id, name: g.name })),
      connectionRequestDate: record.connectionRequestDate,
    };
  });

export const guestsOfOrganization = (world: World, organizationId: number): GuestRecord[] =>
  world.read((s) => s.guests.filter((g) => g.organizationId === organizationId));

/** The plan's remaining guest count follows the guests really registered. */
export const refreshRemainingGuests = (world: World, organizationId: number): void => {
  const count = guestsOfOrganization(world, organizationId).length;
  world.write((s) => {
    const organization = s.organizations.find((o) => o.id === organizationId);
    if (organization) {
      const plan = organization.planFunctions;
      organization.planFunctions = { ...plan, remainingGuestCount: Math.max(0, plan.maximumGuestCount - count) };
    }
  });
};

export const ownGuest = (world: World, account: AccountRecord, id: number): E.Either<PortError, GuestRecord> => {
  const record = world.read((s) => s.guests.find((g) => g.id === id));
  return record && account.organizationIds.includes(record.organizationId)
    ? E.right(record)
    : E.left(PortErrors.notFound('guest not found'));
};

export interface GuestSearchQuery {
  organizationId: number;
  name: string;
  isConnected: boolean | null;
  groupId: number | null;
  page: number;
  perPage: number;
}

export const searchGuests = (
  world: World,
  account: AccountRecord,
  query: GuestSearchQuery,
): E.Either<PortError, Page<Guest>> => {
  const organization = organizationOf(world, account, query.organizationId);
  if (E.isLeft(organization)) return organization;
  const inGroup =
    query.groupId === null
      ? null
      : new Set(world.read((s) => s.memberships.filter((m) => m.groupId === query.groupId).map((m) => m.guestId)));
  const matches = guestsOfOrganization(world, query.organizationId).filter(
    (g) =>
      g.name.includes(query.name.trim()) &&
      (query.isConnected === null || g.isConnected === query.isConnected) &&
      (inGroup === null || inGroup.has(g.id)),
  );
  const perPage = servedPerPage(world, 'guests', query.perPage);
  const page = servedPageNumber(query.page);
  const items = matches.slice((page - 1) * perPage, page * perPage).map((g) => guestOf(world, g));
  return E.right({ items, total: matches.length, page, perPage });
};

export const getGuest = (world: World, account: AccountRecord, id: number): E.Either<PortError, Guest> =>
  E.map((record: GuestRecord) => guestOf(world, record))(ownGuest(world, account, id));

/** Every guest at once: the memberships are read once, not once per guest (3,000 guests in the large organization). */
export const allGuests = (world: World, account: AccountRecord, organizationId: number): E.Either<PortError, Guest[]> =>
  E.map(() =>
    world.read((s) => {
      // the groups a guest is shown in, in the groups' order as guestOf lists them (never the whole group)
      const order = new Map(s.groups.map((g, index) => [g.id, { group: g, index }]));
      const groupIdsOf = new Map<number, Set<number>>();
      for (const m of s.memberships) groupIdsOf.set(m.guestId, (groupIdsOf.get(m.guestId) ?? new Set()).add(m.groupId));
      const groupsOf = (guestId: number) =>
        [...(groupIdsOf.get(guestId) ?? [])]
          .flatMap((id) => {
            const found = order.get(id);
            return found && !found.group.whole ? [found] : [];
          })
          .sort((a, b) => a.index - b.index)
          .map(({ group }) => ({ id: group.id, name: group.name }));
      return s.guests
        .filter((g) => g.organizationId === organizationId)
        .map((record) => ({
          id: record.id,
          name: record.name,
          email: record.email,
          isConnected: record.isConnected,
          groups: groupsOf(record.id),
          connectionRequestDate: record.connectionRequestDate,
        }));
    }),
  )(organizationOf(world, account, organizationId));

const emailTaken = (world: World, organizationId: number, email: string): boolean =>
  guestsOfOrganization(world, organizationId).some((g) => g.email.toLowerCase() === email.trim().toLowerCase());

/**
 * Guests beyond the free tier are billed: unless the request says the manager agreed
 * (enable_pay_per_guests), the server answers 401 and the console asks first.
 */
export const needsBillingConsent = (currentCount: number, adding: number, enablePayPerGuests: boolean): boolean =>
  !enablePayPerGuests && currentCount + adding > FREE_GUEST_TIER;

const planOf = (organization: OrganizationRecord) => organization.planFunctions;

export interface NewGuestRequest {
  organizationId: number;
  name: string;
  email: string;
  enablePayPerGuests: boolean;
}

export const createGuest = (
  world: World,
  account: AccountRecord,
  request: NewGuestRequest,
): E.Either<PortError, number> => {
  const organization = organizationOf(world, account, request.organizationId);
  if (E.isLeft(organization)) return organization;
  const invalid = validateGuestName(request.name) ?? validateGuestEmail(request.email);
  if (invalid !== undefined) return E.left(PortErrors.invalid(invalid));
  if (emailTaken(world, request.organizationId, request.email))
    return E.left(PortErrors.conflict('email has already been taken'));
  const count = guestsOfOrganization(world, request.organizationId).length;
  if (count >= planOf(organization.right).maximumGuestCount) return E.left(PortErrors.planLimit('guest limit reached'));
  if (needsBillingConsent(count, 1, request.enablePayPerGuests))
    return E.left(PortErrors.unauthorized('pay per guest is not enabled'));
  const id = world.nextId('guest');
  world.write((s) => {
    s.guests.push({
      id,
      organizationId: request.organizationId,
      name: request.name.trim(),
      email: request.email.trim(),
      isConnected: false,
      verifyCode: `V${id}`,
      connectionRequestDate: null,
      createdAt: world.now().toISOString(),
    });
  });
  refreshRemainingGuests(world, request.organizationId);
  return E.right(id);
};

export const renameGuest = (
  world: World,
  account: AccountRecord,
  id: number,
  name: string,
): E.Either<PortError, void> => {
  const own = ownGuest(world, account, id);
  if (E.isLeft(own)) return own;
  const invalid = validateGuestName(name);
  if (invalid !== undefined) return E.left(PortErrors.invalid(invalid));
  world.write((s) => {
    const record = s.guests.find((g) => g.id === id);
    if (record) record.name = name.trim();
  });
  return E.right(undefined);
};

/** A guest who still holds cards is refused with 400 and error = the card names (devices-access §8). */
export const deleteGuest = (world: World, account: AccountRecord, id: number): E.Either<PortError, void> => {
  const own = ownGuest(world, account, id);
  if (E.isLeft(own)) return own;
  const cardNames = cardNamesOfGuest(world, id);
  if (cardNames.length > 0) return E.left(PortErrors.invalid(undefined, { error: cardNames }));
  world.write((s) => {
    s.guests = s.guests.filter((g) => g.id !== id);
    s.memberships = s.memberships.filter((m) => m.guestId !== id);
  });
  refreshRemainingGuests(world, own.right.organizationId);
  return E.right(undefined);
};

/** Sends each unconnected guest a connection-request mail and records when. */
/** Not in the spec: a connection request stays usable for 7 days (the app-side code request lasts 30 minutes). */
const GUEST_REQUEST_CODE_LIFETIME_MINUTES = 7 * 24 * 60;

export const requestConnection = (
  world: World,
  account: AccountRecord,
  organizationId: number,
  guestIds: ReadonlyArray<number>,
): E.Either<PortError, void> => {
  const organization = organizationOf(world, account, organizationId);
  if (E.isLeft(organization)) return organization;
  const targets = guestsOfOrganization(world, organizationId).filter((g) => guestIds.includes(g.id) && !g.isConnected);
  if (targets.length === 0 || targets.length !== new Set(guestIds).size)
    return E.left(PortErrors.invalid('guest_ids must name unconnected guests'));
  const sentAt = world.now().toISOString();
  for (const guest of targets) {
    // the link carries a code the linking server issued for this address (6 letters/digits), not the guest's own verify
    // code
    const secret = issueCode(world, 'connection', guest.email, GUEST_REQUEST_CODE_LIFETIME_MINUTES);
    world.sendMail({
      to: guest.email,
      subject: `【${organization.right.name}】スマートロックアプリとの連携のお願い`,
      body: `${guest.name} 様\n\n${organization.right.name}から、スマートロックアプリのアカウント連携の依頼が届いています。\n下のリンクからアプリのアカウントでログインし、連携を完了してください。\n確認コード: ${secret}`,
      links: [
        { label: 'アカウントを連携する', href: `/account_connection/connection?secret=${encodeURIComponent(secret)}` },
      ],
    });
  }
  world.write((s) => {
    for (const guest of s.guests) if (targets.some((t) => t.id === guest.id)) guest.connectionRequestDate = sentAt;
  });
  return E.right(undefined);
};

/**
 * The ids of the named (not whole) groups the guest is invited to. An invitation becomes a membership when the guest
 * connects: a connected guest has none.
 */
export const groupInvitationsOf = (
  world: World,
  account: AccountRecord,
  guestId: number,
): E.Either<PortError, number[]> =>
  E.map(() =>
    world.read((s) =>
      s.memberships
        .filter(
          (m) =>
            m.guestId === guestId &&
            s.guests.some((g) => g.id === guestId && !g.isConnected) &&
            s.groups.some((g) => g.id === m.groupId && !g.whole),
        )
        .map((m) => m.groupId),
    ),
  )(ownGuest(world, account, guestId));
