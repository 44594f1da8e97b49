import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  toInternationalPhone,
  validatePaymentCardHolderName,
  validatePaymentCardPhone,
} from '../../domain/organization/paymentCardForm';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { paymentOptionsFor } from '../../domain/organization/paymentChange';
import type { PaymentCardSession } from './ports/PaymentCardProvider';
import { InvoiceRequestFlag } from './ports/InvoiceRequestFlag';
import { OrganizationGateway } from './ports/OrganizationGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import { settleInvoiceFlag } from './invoiceFlag';

export interface PaymentCardRegistration {
  readonly holderName: string;
  readonly phone: string;
  /** The loaded card provider whose secure fields hold number, expiry and security code. */
  readonly session: PaymentCardSession;
}

/**
 * Card path of the payment-method change: check the form and the organization, let the
 * provider create a token with 3-D Secure (phone in international form), register it.
 */
@injectable()
export class RegisterPaymentCard {
  constructor(
    @inject(OrganizationGateway) private readonly gateway: OrganizationGateway,
    @inject(CurrentOrganization) private readonly current: CurrentOrganization,
    @inject(InvoiceRequestFlag) private readonly invoiceFlag: InvoiceRequestFlag,
  ) {}

  async execute(input: PaymentCardRegistration): Promise<Outcome<'card'>> {
    const invalid = validatePaymentCardHolderName(input.holderName) ?? validatePaymentCardPhone(input.phone);
    if (invalid) return E.left(AppErrors.invalid(invalid));
    const phone = toInternationalPhone(input.phone);
    if (E.isLeft(phone)) return E.left(AppErrors.invalid(ORGANIZATION_MESSAGES.phoneInvalid));

    return this.current.run(async (id) => {
      const failed = ORGANIZATION_MESSAGES.paymentRegistrationFailed;
      // checked before the token: no 3-D Secure window for a change that cannot be made
      const loaded = await this.gateway.organization(id);
      if (E.isLeft(loaded)) return E.left(fromPort(loaded.left, failed));
      if (paymentOptionsFor(loaded.right, settleInvoiceFlag(this.invoiceFlag, loaded.right)).cardDisabled) {
        return E.left(AppErrors.refused(ORGANIZATION_MESSAGES.paymentChangeNotAllowed));
      }
      // the card provider's own words when it refused the card
      const token = await input.session.createToken({ name: input.holderName.trim(), phone: phone.right });
      if (E.isLeft(token)) return E.left(AppErrors.refused(token.left.message));
      const registered = await this.gateway.registerPaymentCard(id, token.right);
      return E.isLeft(registered) ? E.left(fromPort(registered.left, failed)) : E.right('card' as const);
    });
  }
}
