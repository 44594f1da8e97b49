import type { Either } from 'fp-ts/Either';
import type { GroupId } from '../../../domain/groups/group';
import type { Guest, GuestId } from '../../../domain/guests/guest';
import type { OrganizationId } from '../../../domain/shared/ids';
import type { Page } from '../../../domain/shared/paging';
import type { PortError } from '../../ports/PortError';

export interface GuestSearch {
  readonly organizationId: OrganizationId;
  readonly name: string;
  readonly isConnected: boolean;
  readonly groupId?: GroupId;
  readonly page: number;
  readonly perPage: number;
}

export interface NewGuest {
  readonly organizationId: OrganizationId;
  readonly name: string;
  readonly email: string;
  /** False first: the server answers 401 when the guest would be billed (over the free tier). */
  readonly enablePayPerGuests: boolean;
}

/** Deleting a guest who still holds IC cards: the server's 400 lists their names. */
export type GuestRemovalError =
  PortError | { readonly _tag: 'GuestHoldsCards'; readonly cardNames: ReadonlyArray<string> };

/** What a guest CSV upload can answer besides success (devices-access §8, Guests, CSV). */
export type GuestCsvUploadError =
  | PortError
  | { readonly _tag: 'GuestCountOverflow' }
  | { readonly _tag: 'CsvRowErrors'; readonly errors: ReadonlyArray<{ readonly line: number; readonly code: number }> };

/** The guest calls of devices-access §7 (Guests). */
export interface GuestsGateway {
  /** GET /v1/console/guests/search */
  search(query: GuestSearch): Promise<Either<PortError, Page<Guest>>>;
  /** GET /v1/console/guests/{id} */
  get(id: GuestId): Promise<Either<PortError, Guest>>;
  /** GET /v1/console/guests/all: every guest of the organization (the billing notice counts them). */
  all(organizationId: OrganizationId): Promise<Either<PortError, ReadonlyArray<Guest>>>;
  /** POST /v1/console/guests/create; its 401 means "this guest would be billed", not a lost session. */
  create(guest: NewGuest): Promise<Either<PortError, GuestId>>;
  /** PATCH /v1/console/guests/{id} */
  rename(id: GuestId, name: string): Promise<Either<PortError, void>>;
  /** DELETE /v1/console/guests/{id} */
  remove(id: GuestId): Promise<Either<GuestRemovalError, void>>;
  /** POST /v1/console/guests/account_connection_request */
  requestConnection(organizationId: OrganizationId, guestIds: ReadonlyArray<GuestId>): Promise<Either<PortError, void>>;
  /** POST /v1/console/guests/csv (multipart); 401 means the upload would add billed guests. Success is the status:
   *  the count of registered guests when the server says it, null otherwise. */
  uploadCsv(
    organizationId: OrganizationId,
    file: Uint8Array,
    enablePayPerGuests: boolean,
  ): Promise<Either<GuestCsvUploadError, number | null>>;
  /** GET /v1/console/group_invitations/guest: the groups the guest is invited to. */
  groupsOf(guestId: GuestId): Promise<Either<PortError, ReadonlyArray<GroupId>>>;
  /** POST /v1/console/group_invitations/guest */
  invite(guestId: GuestId, groupIds: ReadonlyArray<GroupId>): Promise<Either<PortError, void>>;
  /** DELETE /v1/console/group_invitations/guest */
  uninvite(guestId: GuestId, groupIds: ReadonlyArray<GroupId>): Promise<Either<PortError, void>>;
}
export const GuestsGateway = Symbol.for('GuestsGateway');
