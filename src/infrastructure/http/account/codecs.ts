import * as t from 'io-ts';
import type { Invitation } from '../../../domain/account/invitation';
import type { OrganizationSummary, PaymentTypeCode } from '../../../domain/session/session';
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
