import * as t from 'io-ts';
import type { Invitation } from '../../../domain/account/invitation';
import type { Me, OrganizationSummary } from '../../../domain/session/session';
import { nullable, NumberFromWire } from '../codecs/common';
import { ManagerCodec } from '../session/codecs';

/**
 * PATCH /v1/console/managers/{id}: the spec shows no response ("full body not shown"). Accepted: the saved manager,
 * the manager under `manager`, or no body (null: the console keeps what it sent). Any other body is a contract
 * violation.
 */
export const RenamedManagerCodec = t.union([t.null, ManagerCodec, t.exact(t.type({ manager: ManagerCodec }))]);
export const renamedManagerOf = (w: t.TypeOf<typeof RenamedManagerCodec>): t.TypeOf<typeof ManagerCodec> | null =>
  w === null ? null : 'manager' in w ? w.manager : w;

/**
 * GET /v1/manager_invitations/{token} (spec 3: id, email, organizationId, organization with name, and the invited
 * manager).
 * Strict on the fields the spec names; tolerant where it shows no type: id a string or a number (kept as a string),
 * organizationId a number or numeric string, manager null or absent (no manager yet). Extra fields are stripped.
 */
export const InvitationResponseCodec = t.exact(
  t.intersection([
    t.type({
      id: t.union([t.string, t.number]),
      email: t.string,
      organizationId: NumberFromWire,
      organization: t.exact(t.type({ name: t.string })),
    }),
    t.partial({ manager: nullable(ManagerCodec) }),
  ]),
);

export const toInvitation = (wire: t.TypeOf<typeof InvitationResponseCodec>): Invitation => ({
  id: String(wire.id),
  email: wire.email,
  organizationId: wire.organizationId,
  organizationName: wire.organization.name,
  managerExists: wire.manager !== null && wire.manager !== undefined,
});

/* Domain → wire for the demo world's MSW handlers, typed against the codecs above. */

export const wireRenamedManagerOf = (me: Me): t.TypeOf<typeof RenamedManagerCodec> => ({
  id: me.id,
  name: me.name,
  email: me.email,
});

/** The invited manager goes out as the server keeps it (null when no account has the address yet). */
export const wireInvitationOf = (
  invitation: Invitation,
  manager: Me | null,
): t.TypeOf<typeof InvitationResponseCodec> => ({
  id: invitation.id,
  email: invitation.email,
  organizationId: invitation.organizationId,
  organization: { name: invitation.organizationName },
  manager: manager && { id: manager.id, name: manager.name, email: manager.email },
});

/** The joined organization must have an id (a summary's id is null only for "no organization"). */
// the console reads no accept body (success is the status); the demo world still sends the organization, as a server
// may
export const wireJoinedOrganizationOf = (
  o: OrganizationSummary & { readonly id: number },
): { organization: { id: number; name: string; organization_type: string } } => ({
  organization: { id: o.id, name: o.name, organization_type: o.organizationType },
});
