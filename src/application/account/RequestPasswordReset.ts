import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import { validateResetRequest } from '../../domain/account/passwordReset';
import { PasswordResetGateway } from '../ports/PasswordResetGateway';

/**
 * Asks the server to mail a reset link. The server answers alike whether or not the address
 * belongs to a manager (it must not reveal who has an account), so success only means "sent
 * if it exists", which is what the mail-done page says.
 */
@injectable()
export class RequestPasswordReset {
  constructor(@inject(PasswordResetGateway) private readonly resets: PasswordResetGateway) {}

  async execute(input: { readonly email: string }): Promise<E.Either<string, void>> {
    const invalid = validateResetRequest(input).email;
    if (invalid !== undefined) return E.left(invalid);
    const sent = await this.resets.requestReset(input.email.trim());
    return E.isLeft(sent) ? E.left(ACCOUNT_MESSAGES.resetMailFailed) : E.right(undefined);
  }
}
