import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { GuestDirectory, GuestName } from '../../../application/ports/GuestDirectory';
import type { PortError } from '../../../application/ports/PortError';
import { MemoryBackend } from '../MemoryBackend';
import { allGuests } from '../guests/server';

@injectable()
export class InMemoryGuestDirectory implements GuestDirectory {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  all(organizationId: number): Promise<E.Either<PortError, ReadonlyArray<GuestName>>> {
    // the guests feature's one list of guests, seen as the names a picker needs
    return this.backend.authenticated((account) =>
      E.map((guests: ReadonlyArray<GuestName>) => guests.map((g) => ({ id: g.id, name: g.name })))(allGuests(this.backend.world, account, organizationId)),
    );
  }
}
