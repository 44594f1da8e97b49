import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { paymentOptionsFor } from '../../domain/organization/paymentChange';
import { InvoiceRequestFlag } from '../ports/InvoiceRequestFlag';
import { OrganizationGateway } from '../ports/OrganizationGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { messageOf } from '../shared/messageOf';
import { settleInvoiceFlag } from './invoiceFlag';

/** Applies for invoice payment: allowed only where the invoice option is open, then remembered locally. */
@injectable()
export class RequestInvoicePayment {
  constructor(
    @inject(OrganizationGateway) private readonly gateway: OrganizationGateway,
    @inject(CurrentOrganization) private readonly current: CurrentOrganization,
    @inject(InvoiceRequestFlag) private readonly invoiceFlag: InvoiceRequestFlag,
  ) {}

  async execute(): Promise<E.Either<string, 'invoice'>> {
    const id = this.current.id();
    if (E.isLeft(id)) return E.left(messageOf(id.left, ORGANIZATION_MESSAGES.paymentRegistrationFailed));
    // the organization is read again: another manager may have applied since the page loaded
    const loaded = await this.gateway.organization(id.right);
    if (E.isLeft(loaded)) return E.left(messageOf(loaded.left, ORGANIZATION_MESSAGES.paymentRegistrationFailed));
    if (paymentOptionsFor(loaded.right, settleInvoiceFlag(this.invoiceFlag, loaded.right)).invoiceDisabled) {
      return E.left(ORGANIZATION_MESSAGES.paymentChangeNotAllowed);
    }
    const requested = await this.gateway.requestInvoice(id.right);
    if (E.isLeft(requested)) return E.left(messageOf(requested.left, ORGANIZATION_MESSAGES.paymentRegistrationFailed));
    this.invoiceFlag.set(id.right);
    return E.right('invoice');
  }
}
