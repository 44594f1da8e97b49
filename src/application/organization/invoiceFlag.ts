import type { Organization } from '../../domain/organization/organization';
import type { InvoiceRequestFlag } from './ports/InvoiceRequestFlag';

/**
 * Whether an invoice request made from this browser still counts as pending. Once the server
 * has moved the organization off card (the request went through), the local flag has done
 * its job and is dropped, so a later change to card is offered again.
 */
export const settleInvoiceFlag = (
  flag: InvoiceRequestFlag,
  org: Pick<Organization, 'id' | 'organizationType'>,
): boolean => {
  if (!flag.isSet(org.id)) return false;
  if (org.organizationType !== 'card') {
    flag.clear(org.id);
    return false;
  }
  return true;
};
