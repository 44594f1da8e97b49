import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  taxBreakdownOf,
  type PaymentCardStatement,
  type TaxBreakdown,
} from '../../domain/organization/invoiceStatement';
import { issuerOf, type InvoiceIssuer } from '../../domain/organization/issuers';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { OrganizationGateway } from './ports/OrganizationGateway';

export interface InvoiceStatementView {
  readonly statement: PaymentCardStatement;
  readonly breakdown: TaxBreakdown;
  /** Chosen by the invoice date (cut-offs 2024-04-01 and 2025-04-01). */
  readonly issuer: InvoiceIssuer;
}

/** One card payment statement with its tax breakdown and the issuer of its date. */
@injectable()
export class LoadInvoiceStatement {
  constructor(@inject(OrganizationGateway) private readonly gateway: OrganizationGateway) {}

  async execute(id: string): Promise<Outcome<InvoiceStatementView>> {
    const loaded = await this.gateway.cardPaymentStatement(id);
    return E.map((statement: PaymentCardStatement) => ({
      statement,
      breakdown: taxBreakdownOf(statement),
      issuer: issuerOf(statement.invoiceDate),
    }))(fromPortResult(loaded, ORGANIZATION_MESSAGES.fetchFailed));
  }
}
