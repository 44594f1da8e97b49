import type { ManagerId, OrganizationId } from '../shared/ids';

export type PaymentTypeCode = 'card' | 'invoice' | 'sales_invoice' | 'agent' | 'other';

export interface Me {
  readonly id: ManagerId;
  readonly name: string;
  readonly email: string;
}

/** What the header and guards need of an organization the manager belongs to. */
export interface OrganizationSummary {
  /** The spec names an organization without id as a state to refuse; it is kept nullable to catch it. */
  readonly id: OrganizationId | null;
  readonly name: string;
  readonly organizationType: PaymentTypeCode;
}

/** The auth record kept locally: token, me, current organization, list of organizations. */
export interface AuthRecord {
  readonly token: string;
  readonly me: Me;
  readonly currentOrganization: OrganizationSummary | null;
  readonly organizations: ReadonlyArray<OrganizationSummary>;
}

/** Keeps the stored choice when the manager still belongs to it, otherwise the first organization. */
export const chooseCurrentOrganization = (
  organizations: ReadonlyArray<OrganizationSummary>,
  preferredId: OrganizationId | null | undefined,
): OrganizationSummary | null =>
  organizations.find((o) => o.id !== null && o.id === preferredId) ?? organizations[0] ?? null;

export const hasOrganizationSwitcher = (record: AuthRecord): boolean => record.organizations.length > 1;

/** Payment history is offered to card-type organizations only. */
export const showsPaymentHistory = (organization: OrganizationSummary | null): boolean =>
  organization?.organizationType === 'card';

/**
 * Where to go after login: only a path of this site (no scheme, no protocol-relative
 * //host, no backslash tricks), never the login or logout pages themselves.
 */
export const safeRedirectTarget = (requested: string | null | undefined): string => {
  if (!requested || !requested.startsWith('/') || requested.startsWith('//') || requested.includes('\\'))
    return '/home';
  if (/^\/(login|logout)(\/|\?|$)/.test(requested)) return '/home';
  return requested;
};
