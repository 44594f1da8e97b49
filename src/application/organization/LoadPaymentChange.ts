import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { canChangePaymentMethod, paymentTypeLabelOf, type Organization } from '../../domain/organization/organization';
import { paymentOptionsFor, type PaymentOptions } from '../../domain/organization/paymentChange';
import { InvoiceRequestFlag } from './ports/InvoiceRequestFlag';
import { OrganizationGateway } from './ports/OrganizationGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPort, type Outcome } from '../shared/AppError';
import { settleInvoiceFlag } from './invoiceFlag';

export interface PaymentChangeContext {
  readonly organization: Organization;
  /** The current method as text (account-billing-signup §3 labels). */
  readonly currentMethod: string;
  readonly allowed: boolean;
  readonly options: PaymentOptions;
}

/** What the payment-method change screen may offer the current organization. */
@injectable()
export class LoadPaymentChange {
  constructor(
    @inject(OrganizationGateway) private readonly gateway: OrganizationGateway,
    @inject(CurrentOrganization) private readonly current: CurrentOrganization,
    @inject(InvoiceRequestFlag) private readonly invoiceFlag: InvoiceRequestFlag,
  ) {}

  execute(): Promise<Outcome<PaymentChangeContext>> {
    return this.current.run(async (id) => {
      const loaded = await this.gateway.organization(id);
      if (E.isLeft(loaded)) return E.left(fromPort(loaded.left, ORGANIZATION_MESSAGES.fetchFailed));
      const organization = loaded.right;
      const requestedLocally = settleInvoiceFlag(this.invoiceFlag, organization);
      return E.right({
        organization,
        currentMethod: paymentTypeLabelOf(
          organization.organizationType,
          organization.invoiceRequesting || requestedLocally,
        ),
        allowed: canChangePaymentMethod(organization, requestedLocally),
        options: paymentOptionsFor(organization, requestedLocally),
      });
    });
  }
}
