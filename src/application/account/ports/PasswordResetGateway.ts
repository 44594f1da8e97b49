import type { Either } from 'fp-ts/Either';
import type { PortError } from '../../ports/PortError';

/** The public password-reset calls of the newer API. Neither needs a session. */
export interface PasswordResetGateway {
  /** POST {v2}/managers/password_reset_request with { email }; the server mails a reset link. */
  requestReset(email: string): Promise<Either<PortError, void>>;
  /** POST {v2}/managers/password_reset with { passwordResetToken, newPassword }. */
  resetPassword(passwordResetToken: string, newPassword: string): Promise<Either<PortError, void>>;
}
export const PasswordResetGateway = Symbol.for('PasswordResetGateway');
