import * as t from 'io-ts';
import type { Me, OrganizationSummary, PaymentTypeCode } from '../../../domain/session/session';
import type { PlanFunctions } from '../../../domain/shared/plan';
import { nullable, NumberFromWire } from '../codecs/common';

export const PaymentTypeCodec = t.keyof({ card: null, invoice: null, sales_invoice: null, agent: null, other: null });

export const ManagerCodec = t.exact(t.type({ id: NumberFromWire, name: t.string, email: t.string }));
export const OrganizationSummaryCodec = t.exact(
  t.type({ id: nullable(NumberFromWire), name: t.string, organization_type: PaymentTypeCodec }),
);

/** POST /sessions/ returns session data with token (spec): token required, the rest stripped. */
export const SessionCreatedCodec = t.exact(t.type({ token: t.string }));
/** GET /v1/console/managers/me returns me and organizations (spec): both required; ids numbers or numeric strings. */
export const MeResponseCodec = t.exact(t.type({ me: ManagerCodec, organizations: t.array(OrganizationSummaryCodec) }));

/**
 * GET /console_functions/: the spec names the thirteen plan functions (all required, booleans strict) but not their
 * types: the counts are read as numbers or numeric strings. Extra flags are stripped.
 */
export const ConsoleFunctionsCodec = t.exact(
  t.type({
    downloadLogCsv: t.boolean,
    downloadInoutLogCsv: t.boolean,
    downloadTimecardCsv: t.boolean,
    maximumManagerCount: NumberFromWire,
    remainingManagerCount: NumberFromWire,
    changeLockStateNotification: t.boolean,
    guestCsvRegistration: t.boolean,
    maximumPinCount: NumberFromWire,
    displayLockLog: t.boolean,
    displayInoutLog: t.boolean,
    displayTimecard: t.boolean,
    maximumGuestCount: NumberFromWire,
    remainingGuestCount: NumberFromWire,
  }),
);

export const toMe = (wire: t.TypeOf<typeof ManagerCodec>): Me => ({ id: wire.id, name: wire.name, email: wire.email });

export const toOrganizationSummary = (wire: t.TypeOf<typeof OrganizationSummaryCodec>): OrganizationSummary => ({
  id: wire.id,
  name: wire.name,
  organizationType: wire.organization_type as PaymentTypeCode,
});

export const toPlanFunctions = (
  organizationId: number,
  wire: t.TypeOf<typeof ConsoleFunctionsCodec>,
): PlanFunctions => ({
  organizationId,
  ...wire,
});

/* Domain → wire for the demo world's MSW handlers, typed against the codecs above. */

export const wireSessionCreatedOf = (token: string): t.TypeOf<typeof SessionCreatedCodec> => ({ token });

export const wireOrganizationSummaryOf = (o: OrganizationSummary): t.TypeOf<typeof OrganizationSummaryCodec> => ({
  id: o.id,
  name: o.name,
  organization_type: o.organizationType,
});

export const wireMeOf = (
  me: Me,
  organizations: ReadonlyArray<OrganizationSummary>,
): t.TypeOf<typeof MeResponseCodec> => ({
  me: { id: me.id, name: me.name, email: me.email },
  organizations: organizations.map(wireOrganizationSummaryOf),
});

export const wireConsoleFunctionsOf = ({
  organizationId: _organizationId,
  ...functions
}: PlanFunctions): t.TypeOf<typeof ConsoleFunctionsCodec> => functions;
