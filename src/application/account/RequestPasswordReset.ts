import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import { validateResetRequest } from '../../domain/account/passwordReset';
import { PasswordResetGateway } from './ports/PasswordResetGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';

/**
 * Asks the server to mail a reset link. The server answers alike whether or not the address
 * belongs to a manager (it must not reveal who has an account), so success only means "sent
 * if it exists", which is what the mail-done page says.
 */
@injectable()
export class RequestPasswordReset {
  constructor(@inject(PasswordResetGateway) private readonly resets: PasswordResetGateway) {}

  async execute(input: { readonly email: string }): Promise<Outcome<void>> {
    const errors = validateResetRequest(input);
    if (errors.email !== undefined) return E.left(AppErrors.invalidFields(errors));
    // the spec's one sentence for every failure
    return fromPortResult(await this.resets.requestReset(input.email.trim()), ACCOUNT_MESSAGES.resetMailFailed, {
      plain: true,
    });
  }
}
