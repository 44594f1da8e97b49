import * as t from 'io-ts';
import type { Invitation } from '../../../domain/account/invitation';
import type { Me, OrganizationSummary, PaymentTypeCode } from '../../../domain/session/session';
import { nullable, NumberFromWire } from '../codecs/common';
import { ManagerCodec, PaymentTypeCodec } from '../session/codecs';

/** PATCH /v1/console/managers/{id} answers the saved manager. */
export const RenamedManagerCodec = ManagerCodec;

/**
 * GET /v1/manager_invitations/{token}: the invitation, its organization (with name) and the
 * invited manager when one already exists (null otherwise).
 */
export const InvitationResponseCodec = t.exact(
  t.type({
    id: t.string,
    email: t.string,
    organizationId: NumberFromWire,
    organization: t.exact(t.type({ name: t.string })),
    manager: nullable(ManagerCodec),
  }),
);

/** POST /v1/console/manager_invitations/{id}/accept answers the joined organization; it must have an id. */
export const AcceptedInvitationCodec = t.exact(
  t.type({ organization: t.exact(t.type({ id: NumberFromWire, name: t.string, organization_type: PaymentTypeCodec })) }),
);

export const toInvitation = (wire: t.TypeOf<typeof InvitationResponseCodec>): Invitation => ({
  id: wire.id,
  email: wire.email,
  organizationId: wire.organizationId,
  organizationName: wire.organization.name,
  managerExists: wire.manager !== null,
});

export const toJoinedOrganization = (wire: t.TypeOf<typeof AcceptedInvitationCodec>): OrganizationSummary => ({
  id: wire.organization.id,
  name: wire.organization.name,
  organizationType: wire.organization.organization_type as PaymentTypeCode,
});

/* Domain → wire for the demo world's MSW handlers, typed against the codecs above. */

export const wireRenamedManagerOf = (me: Me): t.TypeOf<typeof RenamedManagerCodec> => ({ id: me.id, name: me.name, email: me.email });

/** The invited manager goes out as the server keeps it (null when no account has the address yet). */
export const wireInvitationOf = (invitation: Invitation, manager: Me | null): t.TypeOf<typeof InvitationResponseCodec> => ({
  id: invitation.id,
  email: invitation.email,
  organizationId: invitation.organizationId,
  organization: { name: invitation.organizationName },
  manager: manager && { id: manager.id, name: manager.name, email: manager.email },
});

/** The joined organization must have an id (a summary's id is null only for "no organization"). */
export const wireJoinedOrganizationOf = (o: OrganizationSummary & { readonly id: number }): t.TypeOf<typeof AcceptedInvitationCodec> => ({
  organization: { id: o.id, name: o.name, organization_type: o.organizationType },
});
