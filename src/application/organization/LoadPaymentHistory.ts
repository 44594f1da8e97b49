import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { isPaymentCardOrganization } from '../../domain/organization/organization';
import {
  PAYMENT_HISTORY_FIRST_PAGE,
  PAYMENT_HISTORY_PAGE_SIZE,
  type InvoiceHistoryRow,
} from '../../domain/organization/paymentHistory';
import type { Page } from '../../domain/shared/paging';
import { OrganizationGateway } from './ports/OrganizationGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';

/**
 * One page (12 rows, from page 1) of card payments, newest first; organizations that do not pay by card have none
 * (Refused).
 */
@injectable()
export class LoadPaymentHistory {
  constructor(
    @inject(OrganizationGateway) private readonly gateway: OrganizationGateway,
    @inject(CurrentOrganization) private readonly current: CurrentOrganization,
  ) {}

  async execute(page: number = PAYMENT_HISTORY_FIRST_PAGE): Promise<Outcome<Page<InvoiceHistoryRow>>> {
    const summary = this.current.summary();
    if (summary === null || summary.id === null) return E.left(AppErrors.noOrganization());
    // the summary is the one the login guard has just refreshed on entering this route
    if (!isPaymentCardOrganization(summary))
      return E.left(AppErrors.refused(ORGANIZATION_MESSAGES.paymentHistoryUnavailable));
    const rows = await this.gateway.invoiceHistories({
      organizationId: summary.id,
      page: Math.max(PAYMENT_HISTORY_FIRST_PAGE, Math.trunc(page)),
      perPage: PAYMENT_HISTORY_PAGE_SIZE,
    });
    // the spec's one sentence for every failure
    return fromPortResult(rows, ORGANIZATION_MESSAGES.paymentHistoryLoadFailed, { plain: true });
  }
}
