import type { OrganizationId } from '../../../domain/shared/ids';

/**
 * The locally stored flag named invoice (account-billing-signup §2): marks that an invoice request was
 * made from this browser, so the change is not offered again before the server reports it.
 */
export interface InvoiceRequestFlag {
  isSet(organizationId: OrganizationId): boolean;
  set(organizationId: OrganizationId): void;
  clear(organizationId: OrganizationId): void;
}
export const InvoiceRequestFlag = Symbol.for('InvoiceRequestFlag');
