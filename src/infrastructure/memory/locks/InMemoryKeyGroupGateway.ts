import { inject, injectable } from 'inversify';
import type * as E from 'fp-ts/Either';
import type { KeyGroupGateway } from '../../../application/locks/ports/KeyGroupGateway';
import type { PortError } from '../../../application/ports/PortError';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemoryKeyGroupGateway implements KeyGroupGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  attachLocks(groupIds: ReadonlyArray<number>, lockIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) =>
      server.attachGroupLocks(this.backend.world, account, groupIds, lockIds),
    );
  }

  detachLocks(groupIds: ReadonlyArray<number>, lockIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) =>
      server.detachGroupLocks(this.backend.world, account, groupIds, lockIds),
    );
  }
}
