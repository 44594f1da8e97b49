import type * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PasswordResetGateway } from '../../../application/account/ports/PasswordResetGateway';
import type { PortError } from '../../../application/ports/PortError';
import { HttpClient, HttpClientToken } from '../HttpClient';

@injectable()
export class HttpPasswordResetGateway implements PasswordResetGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  // public calls: a 401 would be the server refusing the request, not an expired console session
  requestReset(email: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v2',
      path: '/managers/password_reset_request',
      body: { email },
      required: { email },
      unauthorizedIsExpected: true,
    });
  }

  /**
   * The payload of account-billing-signup §3, snake_case (§7 names the generated client's parameters, not the wire).
   */
  resetPassword(passwordResetToken: string, newPassword: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v2',
      path: '/managers/password_reset',
      body: { password_reset_token: passwordResetToken, new_password: newPassword },
      required: { passwordResetToken, newPassword },
      unauthorizedIsExpected: true,
    });
  }
}
