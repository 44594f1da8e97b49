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
 * GET /v1/console/managers/search: the response shape is not shown. Accepted: { managers, total }
 * with total optional (then the list is the whole result).
 */
export const ManagerSearchCodec = t.exact(
  t.intersection([t.type({ managers: t.array(ManagerCodec) }), t.partial({ total: NumberFromWire })]),
);

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
 * Invitation (devices-access §3: id, email). The sent date is not in the spec: read from
 * updated_at (a resend touches it) or created_at when present, otherwise not shown.
 */
export const PendingInvitationCodec = t.exact(
  t.intersection([
    t.type({ id: InvitationIdCodec, email: t.string }),
    t.partial({ created_at: nullable(t.string), updated_at: nullable(t.string) }),
  ]),
);
export type WirePendingInvitation = t.TypeOf<typeof PendingInvitationCodec>;

/** GET /v1/console/manager_invitations: accepted as { manager_invitations, total? }. */
export const InvitationListCodec = t.exact(
  t.intersection([
    t.type({ manager_invitations: t.array(PendingInvitationCodec) }),
    t.partial({ total: NumberFromWire }),
  ]),
);

export const toPendingInvitation = (wire: WirePendingInvitation): PendingInvitation => ({
  id: String(wire.id),
  email: wire.email,
  sentAt: wire.updated_at ?? wire.created_at ?? null,
});

export const wirePendingInvitationOf = (
  invitation: PendingInvitation & { readonly createdAt: string },
): WirePendingInvitation => ({
  id: invitation.id,
  email: invitation.email,
  created_at: invitation.createdAt,
  updated_at: invitation.sentAt,
});
