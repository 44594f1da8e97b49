import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { toInternationalPhone, validateCardHolderName, validateCardPhone } from '../../domain/organization/cardForm';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { signupRequestOf, type SignupApplication } from '../../domain/signup/application';
import { SIGNUP_MESSAGES } from '../../domain/signup/messages';
import type { CardSession } from '../ports/CardProvider';
import { serverMessageOf } from '../ports/PortError';
import { SignupGateway } from '../ports/SignupGateway';

export interface SignupCard {
  readonly holderName: string;
  readonly phone: string;
  /** The loaded card provider whose secure fields hold number, expiry and security code. */
  readonly session: CardSession;
}

/** token: the provider refused (its message; the card fields are cleared). signup: the server refused. */
export type SignupFailure =
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'token'; readonly message: string }
  | { readonly kind: 'signup'; readonly message: string };

/**
 * Step 6, Apply. By card: the provider makes a token with 3-D Secure (holder name, phone in
 * international form), then POST /v1/organizations/ with organization_type 1 and payjp_token.
 * By invoice: organization_type 3. Returns the inquiry number (human_code).
 */
@injectable()
export class SubmitSignup {
  constructor(@inject(SignupGateway) private readonly gateway: SignupGateway) {}

  async execute(application: SignupApplication, card?: SignupCard): Promise<E.Either<SignupFailure, string>> {
    if (application.payment === 'invoice') {
      const created = await this.gateway.signup(signupRequestOf(application));
      // spec section 8: without card the failure is always the one unknown-error alert
      return E.isLeft(created) ? E.left({ kind: 'signup', message: SIGNUP_MESSAGES.signupFailed }) : created;
    }
    if (!card) return E.left({ kind: 'invalid', message: SIGNUP_MESSAGES.cardIncomplete });
    const invalid = validateCardHolderName(card.holderName) ?? validateCardPhone(card.phone);
    if (invalid) return E.left({ kind: 'invalid', message: invalid });
    const phone = toInternationalPhone(card.phone);
    if (E.isLeft(phone)) return E.left({ kind: 'invalid', message: ORGANIZATION_MESSAGES.phoneInvalid });
    const token = await card.session.createToken({ name: card.holderName.trim(), phone: phone.right });
    if (E.isLeft(token)) return E.left({ kind: 'token', message: token.left.message });
    const created = await this.gateway.signup(signupRequestOf(application, token.right));
    // spec section 8: with card the server's own message is shown (the unknown-error text when it sent none)
    return E.isLeft(created) ? E.left({ kind: 'signup', message: serverMessageOf(created.left) ?? SIGNUP_MESSAGES.signupFailed }) : created;
  }
}
