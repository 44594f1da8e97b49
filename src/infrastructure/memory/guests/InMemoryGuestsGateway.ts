import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type {
  GuestCsvUploadError,
  GuestRemovalError,
  GuestSearch,
  GuestsGateway,
  NewGuest,
} from '../../../application/guests/ports/GuestsGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { GroupId } from '../../../domain/groups/group';
import type { Guest, GuestId } from '../../../domain/guests/guest';
import type { Page } from '../../../domain/shared/paging';
import { csvUploadErrorOf, removalErrorOf } from '../../http/guests/errors';
import * as groups from '../groups/server';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemoryGuestsGateway implements GuestsGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  private get world() {
    return this.backend.world;
  }

  search(query: GuestSearch): Promise<E.Either<PortError, Page<Guest>>> {
    return this.backend.authenticated((account) =>
      server.searchGuests(this.world, account, {
        ...query,
        isConnected: query.isConnected,
        groupId: query.groupId ?? null,
      }),
    );
  }

  get(id: GuestId): Promise<E.Either<PortError, Guest>> {
    return this.backend.authenticated((account) => server.getGuest(this.world, account, id));
  }

  all(organizationId: number): Promise<E.Either<PortError, ReadonlyArray<Guest>>> {
    return this.backend.authenticated((account) => server.allGuests(this.world, account, organizationId));
  }

  create(guest: NewGuest): Promise<E.Either<PortError, GuestId>> {
    return this.backend.authenticated((account) => server.createGuest(this.world, account, { ...guest }), {
      unauthorizedIsExpected: true,
    });
  }

  rename(id: GuestId, name: string): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.renameGuest(this.world, account, id, name));
  }

  async remove(id: GuestId): Promise<E.Either<GuestRemovalError, void>> {
    return E.mapLeft(removalErrorOf)(
      await this.backend.authenticated((account) => server.deleteGuest(this.world, account, id)),
    );
  }

  requestConnection(organizationId: number, guestIds: ReadonlyArray<GuestId>): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) =>
      server.requestConnection(this.world, account, organizationId, guestIds),
    );
  }

  async uploadCsv(
    organizationId: number,
    file: Uint8Array,
    enablePayPerGuests: boolean,
  ): Promise<E.Either<GuestCsvUploadError, number>> {
    // CSV decoding (Shift_JIS tables) is the heaviest part of the fake server: loaded on the first upload
    const { uploadGuestCsv } = await import('./csvServer');
    const result = await this.backend.authenticated(
      (account) => uploadGuestCsv(this.world, account, organizationId, file, enablePayPerGuests),
      { unauthorizedIsExpected: true },
    );
    return E.bimap(csvUploadErrorOf, (count: number) => count)(result);
  }

  async groupsOf(guestId: GuestId): Promise<E.Either<PortError, ReadonlyArray<GroupId>>> {
    return this.backend.authenticated((account) => server.groupInvitationsOf(this.world, account, guestId));
  }

  invite(guestId: GuestId, groupIds: ReadonlyArray<GroupId>): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => groups.attachGuests(this.world, account, groupIds, [guestId]));
  }

  uninvite(guestId: GuestId, groupIds: ReadonlyArray<GroupId>): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => groups.detachGuests(this.world, account, groupIds, [guestId]));
  }
}
