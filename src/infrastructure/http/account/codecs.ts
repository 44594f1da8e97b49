import * as t from 'io-ts';
import type { Invitation } from '../../../domain/account/invitation';
import { nullable, NumberFromWire } from '../codecs/common';
import { ManagerCodec } from '../session/codecs';

/**
 * PATCH /v1/console/managers/{id}: the spec shows no response ("full body not shown"). Accepted: the saved manager,
 * the manager under `manager`, or no body (null: the console keeps what it sent). Any other body is a contract violation.
 */
export const RenamedManagerCodec = t.union([t.null, ManagerCodec, t.exact(t.type({ manager: ManagerCodec }))]);
export const renamedManagerOf = (w: t.TypeOf<typeof RenamedManagerCodec>): t.TypeOf<typeof ManagerCodec> | null =>
  w === null ? null : 'manager' in w ? w.manager : w;

/**
 * GET /v1/manager_invitations/{token} (spec 3: id, email, organizationId, organization with name, and the invited manager).
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
