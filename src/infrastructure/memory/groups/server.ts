import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { Group } from '../../../domain/groups/group';
import type { GroupDraft } from '../../../domain/groups/groupForm';
import { groupDraftFault } from '../../../domain/groups/validation';
import { organizationOf } from '../platform/server';
import type { AccountRecord } from '../world/platformRecords';
import { groupedBy, worldIndex } from '../world/indexes';
import type { WorldState } from '../world/state';
import type { World } from '../world/World';
import type { GroupRecord } from './slice';

/** The server's behaviour for key groups and group_guests, shared by both backends. */

const memberCount = (world: World, groupId: number): number =>
  worldIndex(world, 'membershipsByGroup', (s) => groupedBy(s.memberships, (m) => m.groupId)).get(groupId)?.length ?? 0;

type MemberGuest = WorldState['guests'][number];

export const groupOf = (world: World, record: GroupRecord): Group => ({
  id: record.id,
  name: record.name,
  enableOffline: record.enableOffline,
  enableRemote: record.enableRemote,
  whole: record.whole,
  guestCount: memberCount(world, record.id),
  conditions: { duration: record.duration, daily: record.daily, weekly: record.weekly },
});

/** The group's member guests as the wire lists them (id, name). */
export const membersOf = (world: World, groupId: number): Array<{ id: number; name: string }> =>
  (worldIndex(world, 'membersByGroup', membersByGroup).get(groupId) ?? []).map((g) => ({ id: g.id, name: g.name }));

/**
 * Each group's member guests in the guests' order (a guest once however often its membership is stored): what
 * filtering the memberships and then the guests for one group answers, for every group at once (groups/search
 * answers each group with its members).
 */
const membersByGroup = (s: Readonly<WorldState>): ReadonlyMap<number, ReadonlyArray<MemberGuest>> => {
  const groupsOfGuest = new Map<number, Set<number>>();
  for (const m of s.memberships) {
    const groups = groupsOfGuest.get(m.guestId);
    if (groups) groups.add(m.groupId);
    else groupsOfGuest.set(m.guestId, new Set([m.groupId]));
  }
  const members = new Map<number, MemberGuest[]>();
  for (const guest of s.guests)
    for (const groupId of groupsOfGuest.get(guest.id) ?? []) {
      const list = members.get(groupId);
      if (list) list.push(guest);
      else members.set(groupId, [guest]);
    }
  return members;
};

/** A group of an organization the account manages; anything else does not exist for it. */
const ownGroup = (world: World, account: AccountRecord, id: number): E.Either<PortError, GroupRecord> => {
  const record = world.read((s) => s.groups.find((g) => g.id === id));
  return record && account.organizationIds.includes(record.organizationId)
    ? E.right(record)
    : E.left(PortErrors.notFound('group not found'));
};

export const searchGroups = (
  world: World,
  account: AccountRecord,
  organizationId: number,
  name: string,
): E.Either<PortError, Group[]> =>
  E.map(() =>
    world
      .read((s) => s.groups.filter((g) => g.organizationId === organizationId && g.name.includes(name.trim())))
      .map((record) => groupOf(world, record)),
  )(organizationOf(world, account, organizationId));

export const getGroup = (world: World, account: AccountRecord, id: number): E.Either<PortError, Group> =>
  E.map((record: GroupRecord) => groupOf(world, record))(ownGroup(world, account, id));

/** The server refuses what the console's validators refuse: the group rules of domain/groups/validation.ts. */
const checkDraft = (draft: GroupDraft): E.Either<PortError, GroupDraft> => {
  const fault = groupDraftFault(draft);
  return fault === null ? E.right(draft) : E.left(PortErrors.invalid(`${fault} is invalid`));
};

const recordParts = (
  draft: GroupDraft,
): Pick<GroupRecord, 'name' | 'enableOffline' | 'enableRemote' | 'duration' | 'daily' | 'weekly'> => ({
  name: draft.name.trim(),
  enableOffline: draft.enableOffline,
  enableRemote: draft.enableRemote,
  duration: draft.conditions.duration ? { ...draft.conditions.duration } : null,
  daily: draft.conditions.daily ? { ...draft.conditions.daily } : null,
  weekly: draft.conditions.weekly ? { ...draft.conditions.weekly } : null,
});

export const createGroup = (
  world: World,
  account: AccountRecord,
  organizationId: number,
  draft: GroupDraft,
): E.Either<PortError, number> => {
  const organization = organizationOf(world, account, organizationId);
  if (E.isLeft(organization)) return organization;
  const checked = checkDraft(draft);
  if (E.isLeft(checked)) return checked;
  const id = world.nextId('group');
  world.write((s) => {
    s.groups.push({ id, organizationId, whole: false, createdAt: world.now().toISOString(), ...recordParts(draft) });
  });
  return E.right(id);
};

export const updateGroup = (
  world: World,
  account: AccountRecord,
  id: number,
  draft: GroupDraft,
): E.Either<PortError, void> => {
  const own = ownGroup(world, account, id);
  if (E.isLeft(own)) return own;
  const checked = checkDraft(draft);
  if (E.isLeft(checked)) return checked;
  world.write((s) => {
    const record = s.groups.find((g) => g.id === id);
    if (record) Object.assign(record, recordParts(draft));
  });
  return E.right(undefined);
};

export const deleteGroup = (world: World, account: AccountRecord, id: number): E.Either<PortError, void> => {
  const own = ownGroup(world, account, id);
  if (E.isLeft(own)) return own;
  if (own.right.whole) return E.left(PortErrors.invalid('the whole group cannot be deleted'));
  world.write((s) => {
    s.groups = s.groups.filter((g) => g.id !== id);
    s.memberships = s.memberships.filter((m) => m.groupId !== id);
  });
  return E.right(undefined);
};

/** Every group and guest must belong to one organization the account manages. */
const checkPairs = (
  world: World,
  account: AccountRecord,
  groupIds: ReadonlyArray<number>,
  guestIds: ReadonlyArray<number>,
): E.Either<PortError, void> => {
  const ok = world.read(
    (s) =>
      groupIds.every((id) => s.groups.some((g) => g.id === id && account.organizationIds.includes(g.organizationId))) &&
      guestIds.every((id) => s.guests.some((g) => g.id === id && account.organizationIds.includes(g.organizationId))),
  );
  return ok ? E.right(undefined) : E.left(PortErrors.notFound('group or guest not found'));
};

export const attachGuests = (
  world: World,
  account: AccountRecord,
  groupIds: ReadonlyArray<number>,
  guestIds: ReadonlyArray<number>,
): E.Either<PortError, void> => {
  const checked = checkPairs(world, account, groupIds, guestIds);
  if (E.isLeft(checked)) return checked;
  world.write((s) => {
    for (const groupId of groupIds) {
      for (const guestId of guestIds) {
        if (!s.memberships.some((m) => m.groupId === groupId && m.guestId === guestId))
          s.memberships.push({ groupId, guestId });
      }
    }
  });
  return E.right(undefined);
};

export const detachGuests = (
  world: World,
  account: AccountRecord,
  groupIds: ReadonlyArray<number>,
  guestIds: ReadonlyArray<number>,
): E.Either<PortError, void> => {
  const checked = checkPairs(world, account, groupIds, guestIds);
  if (E.isLeft(checked)) return checked;
  world.write((s) => {
    s.memberships = s.memberships.filter((m) => !(groupIds.includes(m.groupId) && guestIds.includes(m.guestId)));
  });
  return E.right(undefined);
};

/**
 * GET /v1/console/group_invitations/group: the demo world keeps one membership table; an unconnected guest's
 * rows are its invitations (a connected guest's are memberships, see membershipSourceOf).
 */
export const invitedGuestsOf = (
  world: World,
  account: AccountRecord,
  groupId: number,
): E.Either<PortError, Array<{ guest_id: number; group_id: number }>> => {
  const checked = checkPairs(world, account, [groupId], []);
  if (E.isLeft(checked)) return checked;
  return E.right(
    world.read((s) =>
      s.memberships
        .filter((m) => m.groupId === groupId && s.guests.some((g) => g.id === m.guestId && !g.isConnected))
        .map((m) => ({ guest_id: m.guestId, group_id: m.groupId })),
    ),
  );
};
