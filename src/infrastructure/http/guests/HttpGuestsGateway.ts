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
import { HttpClient, HttpClientToken } from '../HttpClient';
import {
  GroupInvitationsCodec,
  GuestCodec,
  GuestCreatedCodec,
  GuestCsvResultCodec,
  GuestListCodec,
  GuestSearchCodec,
  guestRowsOf,
  toGuest,
} from './codecs';
import { csvUploadErrorOf, removalErrorOf } from './errors';

const GUESTS = '/v1/console/guests';
const INVITATIONS = '/v1/console/group_invitations/guest';

@injectable()
export class HttpGuestsGateway implements GuestsGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async search(query: GuestSearch): Promise<E.Either<PortError, Page<Guest>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: `${GUESTS}/search`,
      query: {
        organization_id: query.organizationId,
        name: query.name,
        is_connected: query.isConnected,
        group_id: query.groupId,
        page: query.page,
        per_page: query.perPage,
      },
      required: { organizationId: query.organizationId },
      codec: GuestSearchCodec,
    });
    return E.map((wire: typeof GuestSearchCodec._A) => ({
      items: wire.guests.map(toGuest),
      total: wire.total,
      page: query.page,
      perPage: query.perPage,
    }))(result);
  }

  async get(id: GuestId): Promise<E.Either<PortError, Guest>> {
    return E.map(toGuest)(
      await this.http.json({ method: 'GET', api: 'v1', path: `${GUESTS}/${id}`, codec: GuestCodec }),
    );
  }

  async all(organizationId: number): Promise<E.Either<PortError, ReadonlyArray<Guest>>> {
    // thousands of guests in a large organization: decoded a slice at a time (jsonList), the page let in between
    const result = await this.http.jsonList({
      method: 'GET',
      api: 'v1',
      path: `${GUESTS}/all`,
      query: { organization_id: organizationId },
      required: { organizationId },
      codec: GuestListCodec,
      rowsOf: guestRowsOf,
      row: GuestCodec,
    });
    return E.map((guests: ReadonlyArray<typeof GuestCodec._A>) => guests.map(toGuest))(result);
  }

  async create(guest: NewGuest): Promise<E.Either<PortError, GuestId>> {
    const result = await this.http.json({
      method: 'POST',
      api: 'v1',
      path: `${GUESTS}/create`,
      body: {
        organization_id: guest.organizationId,
        name: guest.name,
        email: guest.email,
        enable_pay_per_guests: guest.enablePayPerGuests,
      },
      required: { organizationId: guest.organizationId },
      codec: GuestCreatedCodec,
      // 401 here means "this guest would be billed": the console asks, it does not log out
      unauthorizedIsExpected: true,
    });
    return result;
  }

  rename(id: GuestId, name: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({ method: 'PATCH', api: 'v1', path: `${GUESTS}/${id}`, body: { name } });
  }

  async remove(id: GuestId): Promise<E.Either<GuestRemovalError, void>> {
    return E.mapLeft(removalErrorOf)(
      await this.http.ignoreBody({ method: 'DELETE', api: 'v1', path: `${GUESTS}/${id}` }),
    );
  }

  requestConnection(organizationId: number, guestIds: ReadonlyArray<GuestId>): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: `${GUESTS}/account_connection_request`,
      body: { organization_id: organizationId, guest_ids: guestIds },
      required: { organizationId },
    });
  }

  async uploadCsv(
    organizationId: number,
    file: Uint8Array,
    enablePayPerGuests: boolean,
  ): Promise<E.Either<GuestCsvUploadError, number | null>> {
    const form = new FormData();
    // a copy into a plain ArrayBuffer: Blob does not take a view over a shared or resizable buffer
    form.append('file', new Blob([file.slice().buffer], { type: 'text/csv' }), 'guests.csv');
    const result = await this.http.optionalJson({
      method: 'POST',
      api: 'v1',
      path: `${GUESTS}/csv`,
      query: { organization_id: organizationId, enable_pay_per_guests: enablePayPerGuests },
      form,
      required: { organizationId },
      codec: GuestCsvResultCodec,
      unauthorizedIsExpected: true,
    });
    return E.bimap(csvUploadErrorOf, (wire: typeof GuestCsvResultCodec._A | null) => wire?.count ?? null)(result);
  }

  async groupsOf(guestId: GuestId): Promise<E.Either<PortError, ReadonlyArray<GroupId>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: INVITATIONS,
      query: { guest_id: guestId },
      required: { guestId },
      codec: GroupInvitationsCodec,
    });
    return E.map((rows: typeof GroupInvitationsCodec._A) => rows.map((row) => row.group_id))(result);
  }

  invite(guestId: GuestId, groupIds: ReadonlyArray<GroupId>): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: INVITATIONS,
      body: { guest_id: guestId, group_ids: groupIds },
    });
  }

  uninvite(guestId: GuestId, groupIds: ReadonlyArray<GroupId>): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'DELETE',
      api: 'v1',
      path: INVITATIONS,
      body: { guest_id: guestId, group_ids: groupIds },
    });
  }
}
