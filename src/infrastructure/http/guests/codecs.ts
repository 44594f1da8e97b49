import * as t from 'io-ts';
import type { Guest } from '../../../domain/guests/guest';
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
/**
 * POST /v1/console/guests/csv: the spec shows no success body, success is the status. Read with optionalJson:
 * {count} (number or numeric string) when the server sends it; any other body, or none, is still a success.
 */
export const GuestCsvResultCodec = t.exact(t.type({ count: NumberFromWire }));
/**
 * GET /v1/console/group_invitations/{group,guest}: the spec says it returns `group_invitations` of {guest_id, group_id}
 * (kept strict). Ids are numbers or numeric strings; extra fields are stripped.
 */
export const GroupInvitationsCodec = t.exact(
  t.type({ group_invitations: t.array(t.exact(t.type({ guest_id: NumberFromWire, group_id: NumberFromWire }))) }),
);
export const guestIdsOf = (w: t.TypeOf<typeof GroupInvitationsCodec>): number[] => w.group_invitations.map((row) => row.guest_id);

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
