import * as t from 'io-ts';
import type { Group } from '../../../domain/groups/group';
import type { GroupDraft } from '../../../domain/groups/groupForm';
import { createdIdOf, nullable, NumberFromWire } from '../codecs/common';

const WeeklyCodec = t.exact(
  t.type({
    enable_monday: t.boolean,
    enable_tuesday: t.boolean,
    enable_wednesday: t.boolean,
    enable_thursday: t.boolean,
    enable_friday: t.boolean,
    enable_saturday: t.boolean,
    enable_sunday: t.boolean,
  }),
);

/** group_term_of_validity as read: every part optional or null (spec section 3). */
export const TermOfValidityCodec = t.exact(
  t.partial({
    duration: nullable(t.exact(t.type({ enable_from: t.number, expires_in: t.number }))),
    daily: nullable(t.exact(t.type({ enable_from_min: t.number, expires_in: t.number }))),
    weekly: nullable(WeeklyCodec),
  }),
);

export const GroupCodec = t.exact(
  t.intersection([
    t.type({
      id: NumberFromWire,
      name: t.string,
      enable_offline: t.boolean,
      enable_remote: t.boolean,
    }),
    // the spec shows guests only as "(list)": only its length is read (member count), so any items, and null or absent as none
    t.partial({ guests: nullable(t.array(t.unknown)), whole: nullable(t.boolean), group_term_of_validity: nullable(TermOfValidityCodec) }),
  ]),
);
export type WireGroup = t.TypeOf<typeof GroupCodec>;

/** GET /v1/console/groups/search: the spec says it returns groups (kept strict). */
export const GroupSearchCodec = t.exact(t.type({ groups: t.array(GroupCodec) }));
/** POST /v1/console/groups/ "returns the new id" without a shown body: bare, { id }, { group: { id } } or { data: { id } }. */
export const GroupCreatedCodec = createdIdOf('group');

export const toGroup = (wire: WireGroup): Group => {
  const term = wire.group_term_of_validity ?? {};
  const weekly = term.weekly ?? null;
  return {
    id: wire.id,
    name: wire.name,
    enableOffline: wire.enable_offline,
    enableRemote: wire.enable_remote,
    whole: wire.whole ?? false,
    guestCount: wire.guests?.length ?? 0,
    conditions: {
      duration: term.duration ? { from: term.duration.enable_from, expiresIn: term.duration.expires_in } : null,
      daily: term.daily ? { fromMinute: term.daily.enable_from_min, expiresInMinutes: term.daily.expires_in } : null,
      weekly: weekly
        ? {
            monday: weekly.enable_monday, tuesday: weekly.enable_tuesday, wednesday: weekly.enable_wednesday, thursday: weekly.enable_thursday,
            friday: weekly.enable_friday, saturday: weekly.enable_saturday, sunday: weekly.enable_sunday,
          }
        : null,
    },
  };
};

/** The create and update body (spec section 3): duration_from/duration_in, daily_from/daily_in, weekly; off parts are null. */
export const groupBodyOf = (organizationId: number, draft: GroupDraft) => {
  const { duration, daily, weekly } = draft.conditions;
  return {
    organization_id: organizationId,
    name: draft.name,
    enable_offline: draft.enableOffline,
    enable_remote: draft.enableRemote,
    group_term_of_validity: {
      duration: duration ? { duration_from: duration.from, duration_in: duration.expiresIn } : null,
      daily: daily ? { daily_from: daily.fromMinute, daily_in: daily.expiresInMinutes } : null,
      weekly: weekly
        ? {
            enable_monday: weekly.monday, enable_tuesday: weekly.tuesday, enable_wednesday: weekly.wednesday, enable_thursday: weekly.thursday,
            enable_friday: weekly.friday, enable_saturday: weekly.saturday, enable_sunday: weekly.sunday,
          }
        : null,
    },
  };
};
export type GroupBody = ReturnType<typeof groupBodyOf>;
