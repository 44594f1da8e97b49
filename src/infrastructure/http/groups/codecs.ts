import * as t from 'io-ts';
import type { Group, Weekdays } from '../../../domain/groups/group';
import type { GroupDraft } from '../../../domain/groups/groupForm';
import { createdIdOf, nullable, NumberFromWire } from '../codecs/common';
import { FormBoolean, FormNumber } from '../codecs/form';

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

type WireWeekly = t.TypeOf<typeof WeeklyCodec>;

const wireWeeklyOf = (w: Weekdays): WireWeekly => ({
  enable_monday: w.monday,
  enable_tuesday: w.tuesday,
  enable_wednesday: w.wednesday,
  enable_thursday: w.thursday,
  enable_friday: w.friday,
  enable_saturday: w.saturday,
  enable_sunday: w.sunday,
});

const weekdaysOf = (w: WireWeekly): Weekdays => ({
  monday: w.enable_monday,
  tuesday: w.enable_tuesday,
  wednesday: w.enable_wednesday,
  thursday: w.enable_thursday,
  friday: w.enable_friday,
  saturday: w.enable_saturday,
  sunday: w.enable_sunday,
});

/** group_term_of_validity as read: every part optional or null (devices-access §3). */
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
    // the spec shows guests only as "(list)": only its length is read (member count), so any items, and null or absent
    // as none
    t.partial({
      guests: nullable(t.array(t.unknown)),
      whole: nullable(t.boolean),
      group_term_of_validity: nullable(TermOfValidityCodec),
    }),
  ]),
);
export type WireGroup = t.TypeOf<typeof GroupCodec>;

/** GET /v1/console/groups/search: the spec says it returns groups (kept strict). */
export const GroupSearchCodec = t.exact(t.type({ groups: t.array(GroupCodec) }));
/**
 * POST /v1/console/groups/ "returns the new id" without a shown body: bare, { id }, { group: { id } } or { data: { id }
 * }.
 */
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
      weekly: weekly ? weekdaysOf(weekly) : null,
    },
  };
};

/** The weekly part as the form-encoded body carries it ('true'/'false'). */
const WeeklyFormCodec = t.exact(
  t.type({
    enable_monday: FormBoolean,
    enable_tuesday: FormBoolean,
    enable_wednesday: FormBoolean,
    enable_thursday: FormBoolean,
    enable_friday: FormBoolean,
    enable_saturday: FormBoolean,
    enable_sunday: FormBoolean,
  }),
);

/**
 * The create and update body (devices-access §3): duration_from/duration_in, daily_from/daily_in, weekly; off parts are
 * null.
 * v1: sent form-encoded (`group_term_of_validity[duration][duration_from]=…`, an off part as its bare key), read back
 * with form codecs.
 */
export const GroupBodyCodec = t.exact(
  t.type({
    organization_id: FormNumber,
    name: t.string,
    enable_offline: FormBoolean,
    enable_remote: FormBoolean,
    group_term_of_validity: t.exact(
      t.type({
        duration: nullable(t.exact(t.type({ duration_from: FormNumber, duration_in: FormNumber }))),
        daily: nullable(t.exact(t.type({ daily_from: FormNumber, daily_in: FormNumber }))),
        weekly: nullable(WeeklyFormCodec),
      }),
    ),
  }),
);
export type GroupBody = t.TypeOf<typeof GroupBodyCodec>;

export const groupBodyOf = (organizationId: number, draft: GroupDraft): GroupBody => {
  const { duration, daily, weekly } = draft.conditions;
  return {
    organization_id: organizationId,
    name: draft.name,
    enable_offline: draft.enableOffline,
    enable_remote: draft.enableRemote,
    group_term_of_validity: {
      duration: duration ? { duration_from: duration.from, duration_in: duration.expiresIn } : null,
      daily: daily ? { daily_from: daily.fromMinute, daily_in: daily.expiresInMinutes } : null,
      weekly: weekly ? wireWeeklyOf(weekly) : null,
    },
  };
};

/* The other direction, for the demo world's MSW handlers: a decoded body back to a draft, a group to the wire. */

export const draftOfGroupBody = (body: GroupBody): GroupDraft => {
  const { duration, daily, weekly } = body.group_term_of_validity;
  return {
    name: body.name,
    enableOffline: body.enable_offline,
    enableRemote: body.enable_remote,
    conditions: {
      duration: duration ? { from: duration.duration_from, expiresIn: duration.duration_in } : null,
      daily: daily ? { fromMinute: daily.daily_from, expiresInMinutes: daily.daily_in } : null,
      weekly: weekly ? weekdaysOf(weekly) : null,
    },
  };
};

export const wireGroupOf = (
  group: Group,
  guests: ReadonlyArray<{ readonly id: number; readonly name: string }>,
): WireGroup => {
  const { duration, daily, weekly } = group.conditions;
  return {
    id: group.id,
    name: group.name,
    enable_offline: group.enableOffline,
    enable_remote: group.enableRemote,
    whole: group.whole,
    guests: guests.map((g) => ({ id: g.id, name: g.name })),
    group_term_of_validity: {
      duration: duration ? { enable_from: duration.from, expires_in: duration.expiresIn } : null,
      daily: daily ? { enable_from_min: daily.fromMinute, expires_in: daily.expiresInMinutes } : null,
      weekly: weekly ? wireWeeklyOf(weekly) : null,
    },
  };
};

/** One of the shapes GroupCreatedCodec accepts: { id }. */
export const wireGroupCreatedOf = (id: number): { id: number } => ({ id });
