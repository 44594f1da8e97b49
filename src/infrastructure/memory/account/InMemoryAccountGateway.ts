import { inject, injectable } from 'inversify';
import type * as E from 'fp-ts/Either';
import type { AccountGateway } from '../../../application/account/ports/AccountGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Me } from '../../../domain/session/session';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemoryAccountGateway implements AccountGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  rename(managerId: number, name: string): Promise<E.Either<PortError, Me>> {
    return this.backend.authenticated((account) => server.rename(this.backend.world, account, managerId, name));
  }
}
