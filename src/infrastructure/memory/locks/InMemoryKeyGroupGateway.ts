import type * as E from 'fp-ts/Either';
import type { KeyGroupGateway } from '../../../application/ports/KeyGroupGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { LockGroup } from '../../../domain/locks/lock';
import type { MemoryCalls } from '../MemoryCalls';
import * as server from './server';

/** Built by its feature's memory bindings (container/memoryFeatures) through memoryCallsOf. */
export class InMemoryKeyGroupGateway implements KeyGroupGateway {
  constructor(private readonly backend: MemoryCalls) {}

  search(organizationId: number, name = ''): Promise<E.Either<PortError, ReadonlyArray<LockGroup>>> {
    return this.backend.authenticated((account) => server.searchGroups(this.backend.world, account, organizationId, name));
  }

  attachLocks(groupIds: ReadonlyArray<number>, lockIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.attachGroupLocks(this.backend.world, account, groupIds, lockIds));
  }

  detachLocks(groupIds: ReadonlyArray<number>, lockIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.detachGroupLocks(this.backend.world, account, groupIds, lockIds));
  }
}
