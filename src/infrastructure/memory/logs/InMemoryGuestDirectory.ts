import type * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GuestDirectory, GuestName } from '../../../application/ports/GuestDirectory';
import type { PortError } from '../../../application/ports/PortError';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemoryGuestDirectory implements GuestDirectory {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  all(organizationId: number): Promise<E.Either<PortError, ReadonlyArray<GuestName>>> {
    return this.backend.authenticated((account) => server.allGuests(this.backend.world, account, organizationId));
  }
}
