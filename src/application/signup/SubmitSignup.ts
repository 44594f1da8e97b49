import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  toInternationalPhone,
  validatePaymentCardHolderName,
  validatePaymentCardPhone,
} from '../../domain/organization/paymentCardForm';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { signupRequestOf, type SignupApplication } from '../../domain/signup/application';
import { SIGNUP_MESSAGES } from '../../domain/signup/messages';
import type { PaymentCardSession } from '../organization/ports/PaymentCardProvider';
import { SignupGateway } from './ports/SignupGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

export interface SignupPaymentCard {
  readonly holderName: string;
  readonly phone: string;
  /** The loaded card provider whose secure fields hold number, expiry and security code. */
  readonly session: PaymentCardSession;
}

/**
 * Step 6, Apply. By card: the provider makes a token with 3-D Secure (holder name, phone in
 * international form), then POST /v1/organizations/ with organization_type 1 and payjp_token.
 * By invoice: organization_type 3. Returns the inquiry number (human_code). Refused is the card
 * provider saying no (its own message; the screen clears the card fields); the server's failures
 * keep their kind.
 */
@injectable()
export class SubmitSignup {
  constructor(@inject(SignupGateway) private readonly gateway: SignupGateway) {}

  async execute(application: SignupApplication, card?: SignupPaymentCard): Promise<Outcome<string>> {
    if (application.payment === 'invoice') {
      const created = await this.gateway.signup(signupRequestOf(application));
      // account-billing-signup §8: without card the failure is always the one unknown-error alert
      return E.isLeft(created)
        ? E.left(fromPort(created.left, SIGNUP_MESSAGES.signupFailed, { plain: true }))
        : created;
    }
    if (!card) return E.left(AppErrors.invalid(SIGNUP_MESSAGES.cardIncomplete));
    const invalid = validatePaymentCardHolderName(card.holderName) ?? validatePaymentCardPhone(card.phone);
    if (invalid) return E.left(AppErrors.invalid(invalid));
    const phone = toInternationalPhone(card.phone);
    if (E.isLeft(phone)) return E.left(AppErrors.invalid(ORGANIZATION_MESSAGES.phoneInvalid));
    const token = await card.session.createToken({ name: card.holderName.trim(), phone: phone.right });
    if (E.isLeft(token)) return E.left(AppErrors.refused(token.left.message));
    const created = await this.gateway.signup(signupRequestOf(application, token.right));
    // account-billing-signup §8: with card the server's own message is shown (the unknown-error text when it sent none)
    return E.isLeft(created)
      ? E.left(
          fromPort(created.left, SIGNUP_MESSAGES.signupFailed, { serverMessage: true, unauthorizedIsExpected: true }),
        )
      : created;
  }
}
