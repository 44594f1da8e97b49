import type * as E from 'fp-ts/Either';
import type { GuestDirectory, GuestName } from '../../../application/ports/GuestDirectory';
import type { PortError } from '../../../application/ports/PortError';
import type { MemoryCalls } from '../MemoryCalls';
import * as server from './server';

/** Built by the feature's container file through memoryCallsOf: no decorators (see MemoryCalls). */
export class InMemoryGuestDirectory implements GuestDirectory {
  constructor(private readonly backend: MemoryCalls) {}

  all(organizationId: number): Promise<E.Either<PortError, ReadonlyArray<GuestName>>> {
    return this.backend.authenticated((account) => server.allGuests(this.backend.world, account, organizationId));
  }
}
