import * as t from 'io-ts';
import type { Guest } from '../../../domain/guests/guest';
import type { Page } from '../../../domain/shared/paging';
import { nullable, NumberFromWire } from '../codecs/common';

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

export const GuestSearchCodec = t.exact(t.type({ guests: t.array(GuestCodec), total: NumberFromWire }));
export const GuestListCodec = t.exact(t.type({ guests: t.array(GuestCodec) }));
export const GuestCreatedCodec = t.exact(t.type({ id: NumberFromWire }));
export const GuestCsvResultCodec = t.exact(t.type({ count: NumberFromWire }));
export const GroupInvitationsCodec = t.exact(
  t.type({ group_invitations: t.array(t.exact(t.type({ guest_id: NumberFromWire, group_id: NumberFromWire }))) }),
);

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

export const wireGuestSearchOf = (page: Page<Guest>): t.TypeOf<typeof GuestSearchCodec> => ({ guests: page.items.map(wireGuestOf), total: page.total });
export const wireGuestListOf = (guests: ReadonlyArray<Guest>): t.TypeOf<typeof GuestListCodec> => ({ guests: guests.map(wireGuestOf) });
export const wireGuestCreatedOf = (id: number): t.TypeOf<typeof GuestCreatedCodec> => ({ id });
export const wireGuestCsvResultOf = (count: number): t.TypeOf<typeof GuestCsvResultCodec> => ({ count });
export const wireGroupInvitationsOf = (guestId: number, groupIds: ReadonlyArray<number>): t.TypeOf<typeof GroupInvitationsCodec> => ({
  group_invitations: groupIds.map((groupId) => ({ guest_id: guestId, group_id: groupId })),
});
