import * as t from 'io-ts';
import type { Guest } from '../../../domain/guests/guest';
import type { Page } from '../../../domain/shared/paging';
import { createdIdOf, listOrWrapped, listRowsOf, nullable, NumberFromWire } from '../codecs/common';

export const GuestCodec = t.exact(
  t.intersection([
    t.type({
      id: NumberFromWire,
      name: t.string,
      email: t.string,
      is_connected: t.boolean,
    }),
    t.partial({
      groups: nullable(t.array(t.exact(t.type({ id: NumberFromWire, name: t.string })))),
      verify_code: nullable(t.string),
      connection_request_date: nullable(t.string),
    }),
  ]),
);
export type WireGuest = t.TypeOf<typeof GuestCodec>;

/**
 * GET /v1/console/guests/search: the spec says it returns guests and total (kept strict; total a number or numeric
 * string).
 */
export const GuestSearchCodec = t.exact(t.type({ guests: t.array(GuestCodec), total: NumberFromWire }));
/** GET /v1/console/guests/all: the spec shows no body: a bare list of guests, or the list under `guests`. */
export const GuestListCodec = listOrWrapped('guests', GuestCodec);
/** Where GuestListCodec finds the guests (HttpClient.jsonList decodes them a slice at a time). */
export const guestRowsOf = listRowsOf('guests');
/**
 * POST /v1/console/guests/create: the spec shows no body: the id bare, as { id }, { guest: { id } } or { data: { id }
 * }.
 */
export const GuestCreatedCodec = createdIdOf('guest');
/**
 * POST /v1/console/guests/csv: the spec shows no success body, success is the status. Read with optionalJson:
 * {count} (number or numeric string) when the server sends it; any other body, or none, is still a success.
 */
export const GuestCsvResultCodec = t.exact(t.type({ count: NumberFromWire }));
/**
 * GET /v1/console/group_invitations/{group,guest}: rows of { guest_id, group_id } (ids numbers or numeric strings,
 * extra
 * fields stripped). The spec says /group returns `group_invitations` and shows no body for /guest: both accept the
 * rows under `group_invitations` or a bare list.
 */
export const GroupInvitationsCodec = listOrWrapped(
  'group_invitations',
  t.exact(t.type({ guest_id: NumberFromWire, group_id: NumberFromWire })),
);
export const guestIdsOf = (rows: t.TypeOf<typeof GroupInvitationsCodec>): number[] => rows.map((row) => row.guest_id);

export const toGuest = (wire: WireGuest): Guest => ({
  id: wire.id,
  name: wire.name,
  email: wire.email,
  isConnected: wire.is_connected,
  groups: wire.groups ?? [],
  connectionRequestDate: wire.connection_request_date ?? null,
});

export const wireGuestOf = (guest: Guest): WireGuest => ({
  id: guest.id,
  name: guest.name,
  email: guest.email,
  is_connected: guest.isConnected,
  groups: guest.groups.map((g) => ({ id: g.id, name: g.name })),
  verify_code: null,
  connection_request_date: guest.connectionRequestDate,
});

/* Domain → wire for the demo world's MSW handlers, typed against the codecs above. */

export const wireGuestSearchOf = (page: Page<Guest>): t.TypeOf<typeof GuestSearchCodec> => ({
  guests: page.items.map(wireGuestOf),
  total: page.total,
});
// the accepted shapes (listOrWrapped, createdIdOf) are served in their wrapped form
export const wireGuestListOf = (guests: ReadonlyArray<Guest>): { guests: WireGuest[] } => ({
  guests: guests.map(wireGuestOf),
});
export const wireGuestCreatedOf = (id: number): { id: number } => ({ id });
export const wireGuestCsvResultOf = (count: number): t.TypeOf<typeof GuestCsvResultCodec> => ({ count });
export const wireGroupInvitationsOf = (
  guestId: number,
  groupIds: ReadonlyArray<number>,
): { group_invitations: Array<{ guest_id: number; group_id: number }> } => ({
  group_invitations: groupIds.map((groupId) => ({ guest_id: guestId, group_id: groupId })),
});
