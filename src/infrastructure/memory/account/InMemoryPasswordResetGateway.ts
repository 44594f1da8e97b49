import type * as E from 'fp-ts/Either';
import type { PasswordResetGateway } from '../../../application/ports/PasswordResetGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { MemoryCalls } from '../MemoryCalls';
import * as server from './server';

/** Public calls: a 401 here would not mean an expired console session. */
const PUBLIC = { unauthorizedIsExpected: true } as const;

/** Undecorated on purpose: bound by a dynamic value, see MemoryCalls. */
export class InMemoryPasswordResetGateway implements PasswordResetGateway {
  constructor(private readonly backend: MemoryCalls) {}

  requestReset(email: string): Promise<E.Either<PortError, void>> {
    return this.backend.anonymous(() => server.requestPasswordReset(this.backend.world, email), PUBLIC);
  }

  resetPassword(passwordResetToken: string, newPassword: string): Promise<E.Either<PortError, void>> {
    return this.backend.anonymous(() => server.resetPassword(this.backend.world, passwordResetToken, newPassword), PUBLIC);
  }
}
