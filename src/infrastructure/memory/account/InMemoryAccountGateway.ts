import type * as E from 'fp-ts/Either';
import type { AccountGateway } from '../../../application/ports/AccountGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Me } from '../../../domain/session/session';
import type { MemoryCalls } from '../MemoryCalls';
import * as server from './server';

/** Undecorated on purpose: bound by a dynamic value, see MemoryCalls. */
export class InMemoryAccountGateway implements AccountGateway {
  constructor(private readonly backend: MemoryCalls) {}

  rename(managerId: number, name: string): Promise<E.Either<PortError, Me>> {
    return this.backend.authenticated((account) => server.rename(this.backend.world, account, managerId, name));
  }
}
