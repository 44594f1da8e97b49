import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { toInternationalPhone, validateCardHolderName, validateCardPhone } from '../../domain/organization/cardForm';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { paymentOptionsFor } from '../../domain/organization/paymentChange';
import type { CardSession } from '../ports/CardProvider';
import { InvoiceRequestFlag } from '../ports/InvoiceRequestFlag';
import { OrganizationGateway } from '../ports/OrganizationGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { messageOf } from '../shared/messageOf';
import { settleInvoiceFlag } from './invoiceFlag';

export interface CardRegistration {
  readonly holderName: string;
  readonly phone: string;
  /** The loaded card provider whose secure fields hold number, expiry and security code. */
  readonly session: CardSession;
}

/** Where it failed decides what the screen says: the provider's own words, or the generic notice. */
export type CardRegistrationFailure =
  | { readonly kind: 'invalid' | 'not-allowed' | 'registration'; readonly message: string }
  | { readonly kind: 'token'; readonly message: string };

/**
 * Card path of the payment-method change: check the form and the organization, let the
 * provider create a token with 3-D Secure (phone in international form), register it.
 */
@injectable()
export class RegisterCard {
  constructor(
    @inject(OrganizationGateway) private readonly gateway: OrganizationGateway,
    @inject(CurrentOrganization) private readonly current: CurrentOrganization,
    @inject(InvoiceRequestFlag) private readonly invoiceFlag: InvoiceRequestFlag,
  ) {}

  async execute(input: CardRegistration): Promise<E.Either<CardRegistrationFailure, 'card'>> {
    const invalid = validateCardHolderName(input.holderName) ?? validateCardPhone(input.phone);
    if (invalid) return E.left({ kind: 'invalid', message: invalid });
    const phone = toInternationalPhone(input.phone);
    if (E.isLeft(phone)) return E.left({ kind: 'invalid', message: ORGANIZATION_MESSAGES.phoneInvalid });

    const id = this.current.id();
    if (E.isLeft(id)) return E.left({ kind: 'registration', message: messageOf(id.left, ORGANIZATION_MESSAGES.paymentRegistrationFailed) });
    // checked before the token: no 3-D Secure window for a change that cannot be made
    const loaded = await this.gateway.organization(id.right);
    if (E.isLeft(loaded)) return E.left({ kind: 'registration', message: messageOf(loaded.left, ORGANIZATION_MESSAGES.paymentRegistrationFailed) });
    if (paymentOptionsFor(loaded.right, settleInvoiceFlag(this.invoiceFlag, loaded.right)).cardDisabled) {
      return E.left({ kind: 'not-allowed', message: ORGANIZATION_MESSAGES.paymentChangeNotAllowed });
    }

    const token = await input.session.createToken({ name: input.holderName.trim(), phone: phone.right });
    if (E.isLeft(token)) return E.left({ kind: 'token', message: token.left.message });
    const registered = await this.gateway.registerCard(id.right, token.right);
    if (E.isLeft(registered)) return E.left({ kind: 'registration', message: messageOf(registered.left, ORGANIZATION_MESSAGES.paymentRegistrationFailed) });
    return E.right('card');
  }
}
