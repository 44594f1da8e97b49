import type * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PortError } from '../../../application/ports/PortError';
import type { MeAndOrganizations, SessionGateway } from '../../../application/session/ports/SessionGateway';
import { MemoryBackend } from '../MemoryBackend';
import * as server from '../platform/server';

@injectable()
export class InMemorySessionGateway implements SessionGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  login(email: string, password: string): Promise<E.Either<PortError, { readonly token: string }>> {
    return this.backend.anonymous(() => server.login(this.backend.world, email, password), {
      unauthorizedIsExpected: true,
    });
  }

  logout(token: string): Promise<E.Either<PortError, void>> {
    return this.backend.anonymous(() => server.logout(this.backend.world, token), {
      unauthorizedIsExpected: true,
      silent: true,
    });
  }

  fetchMe(token?: string): Promise<E.Either<PortError, MeAndOrganizations>> {
    return this.backend.authenticated((account) => server.me(this.backend.world, account), token ? { token } : {});
  }
}
