import * as t from 'io-ts';
import type { NotificationTarget } from '../../../domain/notifications/notification';
import { NumberFromWire } from '../codecs/common';

/** Notification target (devices-access §3: id, email), strict on both. */
export const NotificationTargetCodec = t.exact(t.type({ id: NumberFromWire, email: t.string }));
export type WireNotificationTarget = t.TypeOf<typeof NotificationTargetCodec>;

/**
 * GET /v1/console/notifications: the response shape is not shown. Accepted: { notifications: [...] }
 * or the bare list.
 */
export const NotificationListCodec = t.union([
  t.exact(t.type({ notifications: t.array(NotificationTargetCodec) })),
  t.array(NotificationTargetCodec),
]);

export const targetsOf = (wire: t.TypeOf<typeof NotificationListCodec>): ReadonlyArray<NotificationTarget> =>
  (Array.isArray(wire) ? wire : wire.notifications).map((row) => ({ id: row.id, email: row.email }));

/**
 * The switch lives on the organization (notify_lock_status; the spec says "GET and PATCH on the
 * organization feature, path not shown"). Our choice: GET and PATCH /v1/console/organizations/{id},
 * the organization paths of the account doc; the GET is read for this one field only (the rest
 * of the organization is stripped), the PATCH body is { notify_lock_status: boolean }.
 * Accepted: a boolean, or 0/1 as some Rails APIs send booleans.
 */
const WireBoolean = t.union([t.boolean, t.literal(0), t.literal(1)]);
export const NotifySwitchCodec = t.exact(t.type({ notify_lock_status: WireBoolean }));
export const switchOf = (wire: t.TypeOf<typeof NotifySwitchCodec>): boolean =>
  wire.notify_lock_status === true || wire.notify_lock_status === 1;
