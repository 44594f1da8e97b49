import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { paymentOptionsFor } from '../../domain/organization/paymentChange';
import { InvoiceRequestFlag } from './ports/InvoiceRequestFlag';
import { OrganizationGateway } from './ports/OrganizationGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import { settleInvoiceFlag } from './invoiceFlag';

/** Applies for invoice payment: allowed only where the invoice option is open, then remembered locally. */
@injectable()
export class RequestInvoicePayment {
  constructor(
    @inject(OrganizationGateway) private readonly gateway: OrganizationGateway,
    @inject(CurrentOrganization) private readonly current: CurrentOrganization,
    @inject(InvoiceRequestFlag) private readonly invoiceFlag: InvoiceRequestFlag,
  ) {}

  execute(): Promise<Outcome<'invoice'>> {
    return this.current.run(async (id) => {
      const failed = ORGANIZATION_MESSAGES.paymentRegistrationFailed;
      // the organization is read again: another manager may have applied since the page loaded
      const loaded = await this.gateway.organization(id);
      if (E.isLeft(loaded)) return E.left(fromPort(loaded.left, failed));
      if (paymentOptionsFor(loaded.right, settleInvoiceFlag(this.invoiceFlag, loaded.right)).invoiceDisabled) {
        return E.left(AppErrors.refused(ORGANIZATION_MESSAGES.paymentChangeNotAllowed));
      }
      const requested = await this.gateway.requestInvoice(id);
      if (E.isLeft(requested)) return E.left(fromPort(requested.left, failed));
      this.invoiceFlag.set(id);
      return E.right('invoice' as const);
    });
  }
}
