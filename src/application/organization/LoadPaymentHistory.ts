import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { isCardOrganization } from '../../domain/organization/organization';
import { PAYMENT_HISTORY_FIRST_PAGE, PAYMENT_HISTORY_PAGE_SIZE, type InvoiceHistoryRow } from '../../domain/organization/paymentHistory';
import type { Page } from '../../domain/shared/paging';
import { OrganizationGateway } from '../ports/OrganizationGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';

export type PaymentHistoryFailure =
  | { readonly kind: 'unavailable'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

/** One page (12 rows, from page 1) of card payments, newest first; organizations that do not pay by card have none. */
@injectable()
export class LoadPaymentHistory {
  constructor(
    @inject(OrganizationGateway) private readonly gateway: OrganizationGateway,
    @inject(CurrentOrganization) private readonly current: CurrentOrganization,
  ) {}

  async execute(page: number = PAYMENT_HISTORY_FIRST_PAGE): Promise<E.Either<PaymentHistoryFailure, Page<InvoiceHistoryRow>>> {
    const summary = this.current.summary();
    if (summary === null || summary.id === null) return E.left({ kind: 'failed', message: ORGANIZATION_MESSAGES.paymentHistoryLoadFailed });
    // the summary is the one the login guard has just refreshed on entering this route
    if (!isCardOrganization(summary)) return E.left({ kind: 'unavailable', message: ORGANIZATION_MESSAGES.paymentHistoryUnavailable });
    const rows = await this.gateway.invoiceHistories({
      organizationId: summary.id,
      page: Math.max(PAYMENT_HISTORY_FIRST_PAGE, Math.trunc(page)),
      perPage: PAYMENT_HISTORY_PAGE_SIZE,
    });
    return E.isLeft(rows) ? E.left({ kind: 'failed', message: ORGANIZATION_MESSAGES.paymentHistoryLoadFailed }) : E.right(rows.right);
  }
}
