import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import { validateResetPassword, type ResetPasswordForm } from '../../domain/account/passwordReset';
import { PasswordResetGateway } from '../ports/PasswordResetGateway';
import { serverMessageOr } from '../shared/messageOf';

/** Sets the new password with the token of the reset mail; a refusal shows the server's own words. */
@injectable()
export class ResetPassword {
  constructor(@inject(PasswordResetGateway) private readonly resets: PasswordResetGateway) {}

  async execute(input: { readonly token: string } & ResetPasswordForm): Promise<E.Either<string, void>> {
    const errors = validateResetPassword(input);
    const invalid = errors.password ?? errors.confirmation;
    if (invalid !== undefined) return E.left(invalid);
    const reset = await this.resets.resetPassword(input.token, input.password);
    return E.isLeft(reset) ? E.left(serverMessageOr(reset.left, ACCOUNT_MESSAGES.passwordChangeFailed)) : E.right(undefined);
  }
}
