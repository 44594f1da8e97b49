import type { OrganizationId } from '../shared/ids';

/**
 * Whose record an access view was opened for. The spec's lock and guest answers (devices-access §3: GET locks/{id},
 * GET guests/{id}) carry no organization, and the server answers a record of any organization of the manager
 * (a bookmark, Back after a switch). So the rule, written once here and applied by RecordOrganization: a record
 * belongs to the organization whose own list holds it (GET locks or GET guests/search with that organization_id,
 * filtered by the record's name, every page, matched by id); the page's organization is asked first, then the
 * manager's other organizations in the order of the stored list. A record no list of the manager's holds is not found.
 */
export interface RecordOrganization {
  readonly id: OrganizationId;
  readonly name: string;
}

/** A record of the page's organization, evaluated; or another organization's, named and never evaluated. */
export type Whose<T> =
  | { readonly kind: 'own'; readonly organization: RecordOrganization; readonly value: T }
  | { readonly kind: 'elsewhere'; readonly organization: RecordOrganization; readonly recordName: string };

/** The value when the record is the page's organization's, null otherwise. */
export const ownValueOf = <T>(whose: Whose<T>): T | null => (whose.kind === 'own' ? whose.value : null);
