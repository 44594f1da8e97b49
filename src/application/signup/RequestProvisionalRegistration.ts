import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateEmail } from '../../domain/account/validation';
import { SIGNUP_MESSAGES } from '../../domain/signup/messages';
import { SignupGateway } from './ports/SignupGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';

/** Step 1: the e-mail (required, valid) gets a mail with the wizard's link; any failure is the spec's one alert. */
@injectable()
export class RequestProvisionalRegistration {
  constructor(@inject(SignupGateway) private readonly gateway: SignupGateway) {}

  async execute(input: { readonly email: string }): Promise<Outcome<void>> {
    const invalid = validateEmail(input.email);
    if (invalid !== undefined) return E.left(AppErrors.invalidFields({ email: invalid }));
    const sent = await this.gateway.requestProvisionalRegistration(input.email.trim());
    // account-billing-signup §8: one sentence for every failure of this call
    return fromPortResult(sent, SIGNUP_MESSAGES.provisionalFailed, { plain: true });
  }
}
