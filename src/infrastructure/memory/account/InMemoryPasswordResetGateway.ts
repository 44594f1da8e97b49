import { inject, injectable } from 'inversify';
import type * as E from 'fp-ts/Either';
import type { PasswordResetGateway } from '../../../application/account/ports/PasswordResetGateway';
import type { PortError } from '../../../application/ports/PortError';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

/** Public calls: a 401 here would not mean an expired console session. */
const PUBLIC = { unauthorizedIsExpected: true } as const;

@injectable()
export class InMemoryPasswordResetGateway implements PasswordResetGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  requestReset(email: string): Promise<E.Either<PortError, void>> {
    return this.backend.anonymous(() => server.requestPasswordReset(this.backend.world, email), PUBLIC);
  }

  resetPassword(passwordResetToken: string, newPassword: string): Promise<E.Either<PortError, void>> {
    return this.backend.anonymous(
      () => server.resetPassword(this.backend.world, passwordResetToken, newPassword),
      PUBLIC,
    );
  }
}
