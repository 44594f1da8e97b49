import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import { validateResetPassword, type ResetPasswordForm } from '../../domain/account/passwordReset';
import { PasswordResetGateway } from './ports/PasswordResetGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';

/** Sets the new password with the token of the reset mail; a refusal shows the server's own words. */
@injectable()
export class ResetPassword {
  constructor(@inject(PasswordResetGateway) private readonly resets: PasswordResetGateway) {}

  async execute(input: { readonly token: string } & ResetPasswordForm): Promise<Outcome<void>> {
    const errors = validateResetPassword(input);
    if (errors.password !== undefined || errors.confirmation !== undefined)
      return E.left(AppErrors.invalidFields(errors));
    return fromPortResult(
      await this.resets.resetPassword(input.token, input.password),
      ACCOUNT_MESSAGES.passwordChangeFailed,
      { serverMessage: true, unauthorizedIsExpected: true },
    );
  }
}
