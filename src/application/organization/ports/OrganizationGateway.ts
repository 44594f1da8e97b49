import type { Either } from 'fp-ts/Either';
import type { PaymentCardsOnFile } from '../../../domain/organization/paymentCard';
import type { PaymentCardStatement } from '../../../domain/organization/invoiceStatement';
import type { Organization, PlanEntry } from '../../../domain/organization/organization';
import type { InvoiceHistoryRow } from '../../../domain/organization/paymentHistory';
import type { OrganizationId } from '../../../domain/shared/ids';
import type { Page } from '../../../domain/shared/paging';
import type { PortError } from '../../ports/PortError';

export interface InvoiceHistoryQuery {
  readonly organizationId: OrganizationId;
  readonly page: number;
  readonly perPage: number;
}

/** The contract and billing calls of the console (account-billing-signup §7, organization and billing). */
export interface OrganizationGateway {
  /** GET /v1/console/organizations/{id} */
  organization(id: OrganizationId): Promise<Either<PortError, Organization>>;
  /** GET /v1/console/organizations/{id}/plan: the server answers with a list or a single entry. */
  plans(id: OrganizationId): Promise<Either<PortError, ReadonlyArray<PlanEntry>>>;
  /** GET /v1/console/organizations/{id}/card */
  cards(id: OrganizationId): Promise<Either<PortError, PaymentCardsOnFile>>;
  /** GET /v1/console/invoice_histories: one page, newest first. */
  invoiceHistories(query: InvoiceHistoryQuery): Promise<Either<PortError, Page<InvoiceHistoryRow>>>;
  /** GET {v2}/card_payment_histories/{id} */
  cardPaymentStatement(id: string): Promise<Either<PortError, PaymentCardStatement>>;
  /** POST /v1/console/invoice_requests; the response is not read. */
  requestInvoice(organizationId: OrganizationId): Promise<Either<PortError, void>>;
  /** POST /v1/console/credit_cards with the card provider's token; the response is not read. */
  registerPaymentCard(organizationId: OrganizationId, token: string): Promise<Either<PortError, void>>;
}
export const OrganizationGateway = Symbol.for('OrganizationGateway');
