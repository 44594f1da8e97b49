import * as t from 'io-ts';
import type { PendingInvitation } from '../../../domain/managers/invitation';
import type { Manager } from '../../../domain/managers/manager';
import { nullable, NumberFromWire } from '../codecs/common';

/**
 * Manager (devices-access §3: id, organization_id, name, email, created_at, updated_at).
 * Strict on what the screens show (id, name, email, created_at); organization_id and updated_at
 * may be missing or null (the search response of the older API is not shown).
 */
export const ManagerCodec = t.exact(
  t.intersection([
    t.type({ id: NumberFromWire, name: t.string, email: t.string, created_at: t.string }),
    t.partial({ organization_id: nullable(NumberFromWire), updated_at: nullable(t.string) }),
  ]),
);
export type WireManager = t.TypeOf<typeof ManagerCodec>;

/**
 * GET /v1/console/managers/search: the response shape is not shown. Accepted: the managers bare, or as
 * { managers, total? }; without a total the page is one of a list of unknown length (pageWithoutTotal).
 */
export const ManagerSearchCodec = t.union([
  t.array(ManagerCodec),
  t.exact(t.intersection([t.type({ managers: t.array(ManagerCodec) }), t.partial({ total: NumberFromWire })])),
]);
export const managerPageOf = (
  wire: t.TypeOf<typeof ManagerSearchCodec>,
): { readonly managers: ReadonlyArray<WireManager>; readonly total: number | null } =>
  Array.isArray(wire) ? { managers: wire, total: null } : { managers: wire.managers, total: wire.total ?? null };

/** GET /v1/console/managers/{id}: accepted as the manager itself or wrapped as { manager }. */
export const ManagerDetailCodec = t.union([t.exact(t.type({ manager: ManagerCodec })), ManagerCodec]);

export const toManager = (wire: WireManager): Manager => ({
  id: wire.id,
  organizationId: wire.organization_id ?? 0,
  name: wire.name,
  email: wire.email,
  createdAt: wire.created_at,
  updatedAt: wire.updated_at ?? wire.created_at,
});

export const wireManagerOf = (manager: Manager): WireManager => ({
  id: manager.id,
  organization_id: manager.organizationId,
  name: manager.name,
  email: manager.email,
  created_at: manager.createdAt,
  updated_at: manager.updatedAt,
});

/** An invitation id is the token of its mail link: a string, sent as a number by some servers. */
const InvitationIdCodec = t.union([t.string, t.number]);

/**
 * Invitation (devices-access §3: id, email). The sent date is not in the spec (the world does not send it): read from
 * updated_at (a resend touches it) or created_at when a server sends them, otherwise not shown.
 */
export const PendingInvitationCodec = t.exact(
  t.intersection([
    t.type({ id: InvitationIdCodec, email: t.string }),
    t.partial({ created_at: nullable(t.string), updated_at: nullable(t.string) }),
  ]),
);
export type WirePendingInvitation = t.TypeOf<typeof PendingInvitationCodec>;

/**
 * GET /v1/console/manager_invitations: "organization_id plus paging", no body shown. Accepted: the invitations bare,
 * or as { manager_invitations, total? }; without a total the page is one of a list of unknown length.
 */
export const InvitationListCodec = t.union([
  t.array(PendingInvitationCodec),
  t.exact(
    t.intersection([
      t.type({ manager_invitations: t.array(PendingInvitationCodec) }),
      t.partial({ total: NumberFromWire }),
    ]),
  ),
]);
export const invitationPageOf = (
  wire: t.TypeOf<typeof InvitationListCodec>,
): { readonly invitations: ReadonlyArray<WirePendingInvitation>; readonly total: number | null } =>
  Array.isArray(wire)
    ? { invitations: wire, total: null }
    : { invitations: wire.manager_invitations, total: wire.total ?? null };

export const toPendingInvitation = (wire: WirePendingInvitation): PendingInvitation => ({
  id: String(wire.id),
  email: wire.email,
  sentAt: wire.updated_at ?? wire.created_at ?? null,
});

/** What the world serves: the spec's id and email, nothing more. */
export const wirePendingInvitationOf = (
  invitation: Pick<PendingInvitation, 'id' | 'email'>,
): WirePendingInvitation => ({
  id: invitation.id,
  email: invitation.email,
});
