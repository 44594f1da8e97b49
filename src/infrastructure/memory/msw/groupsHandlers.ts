import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import type { Group } from '../../../domain/groups/group';
import type { GroupDraft } from '../../../domain/groups/groupForm';
import * as server from '../groups/server';
import type { World } from '../world/World';
import { authenticated, bodyOf, queryNumber, queryString, str } from './respond';
import type { ApiPaths } from './platformHandlers';

const wireGroup = (world: World, group: Group) => {
  const { duration, daily, weekly } = group.conditions;
  return {
    id: group.id,
    name: group.name,
    enable_offline: group.enableOffline,
    enable_remote: group.enableRemote,
    whole: group.whole,
    guests: server.membersOf(world, group.id),
    group_term_of_validity: {
      duration: duration ? { enable_from: duration.from, expires_in: duration.expiresIn } : null,
      daily: daily ? { enable_from_min: daily.fromMinute, expires_in: daily.expiresInMinutes } : null,
      weekly: weekly
        ? {
            enable_monday: weekly.monday, enable_tuesday: weekly.tuesday, enable_wednesday: weekly.wednesday, enable_thursday: weekly.thursday,
            enable_friday: weekly.friday, enable_saturday: weekly.saturday, enable_sunday: weekly.sunday,
          }
        : null,
    },
  };
};

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const num = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
const bool = (value: unknown, key: string): boolean => record(value)[key] === true;
export const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Number.isFinite) : []);

/** The create/update body back to a draft, as the server reads it. */
const draftOf = (body: Record<string, unknown>): GroupDraft => {
  const term = record(body.group_term_of_validity);
  const duration = term.duration ? record(term.duration) : null;
  const daily = term.daily ? record(term.daily) : null;
  const weekly = term.weekly ?? null;
  return {
    name: str(body.name),
    enableOffline: body.enable_offline === true,
    enableRemote: body.enable_remote === true,
    conditions: {
      duration: duration ? { from: num(duration.duration_from), expiresIn: num(duration.duration_in) } : null,
      daily: daily ? { fromMinute: num(daily.daily_from), expiresInMinutes: num(daily.daily_in) } : null,
      weekly: weekly
        ? {
            monday: bool(weekly, 'enable_monday'), tuesday: bool(weekly, 'enable_tuesday'), wednesday: bool(weekly, 'enable_wednesday'),
            thursday: bool(weekly, 'enable_thursday'), friday: bool(weekly, 'enable_friday'), saturday: bool(weekly, 'enable_saturday'),
            sunday: bool(weekly, 'enable_sunday'),
          }
        : null,
    },
  };
};

const idOf = (params: Record<string, string | readonly string[] | undefined>): number => Number(params.id);

/** The groups endpoints, served from the in-memory world. */
export const groupsHandlers = (world: World, _paths: ApiPaths): HttpHandler[] => [
  http.get('*/v1/console/groups/search', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map((groups: Group[]) => ({ groups: groups.map((g) => wireGroup(world, g)) }))(
        server.searchGroups(world, account, queryNumber(request, 'organization_id'), queryString(request, 'name') ?? ''),
      ),
    ),
  ),
  http.get('*/v1/console/groups/:id', ({ request, params }) =>
    authenticated(world, request, (account) => E.map((g: Group) => wireGroup(world, g))(server.getGroup(world, account, idOf(params)))),
  ),
  http.post('*/v1/console/groups/', async ({ request }) => {
    const body = await bodyOf(request);
    return authenticated(world, request, (account) => server.createGroup(world, account, num(body.organization_id), draftOf(body)), 201);
  }),
  http.patch('*/v1/console/groups/:id', async ({ request, params }) => {
    const body = await bodyOf(request);
    return authenticated(world, request, (account) => server.updateGroup(world, account, idOf(params), draftOf(body)));
  }),
  http.delete('*/v1/console/groups/:id', ({ request, params }) =>
    authenticated(world, request, (account) => server.deleteGroup(world, account, idOf(params))),
  ),
  http.post('*/v1/console/group_guests/attach', async ({ request }) => {
    const body = await bodyOf(request);
    return authenticated(world, request, (account) => server.attachGuests(world, account, ids(body.group_ids), ids(body.guest_ids)));
  }),
  http.delete('*/v1/console/group_guests/detach', async ({ request }) => {
    const body = await bodyOf(request);
    return authenticated(world, request, (account) => server.detachGuests(world, account, ids(body.group_ids), ids(body.guest_ids)));
  }),
  http.get('*/v1/console/group_invitations/group', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map((rows: Array<{ guest_id: number; group_id: number }>) => ({ group_invitations: rows }))(server.invitedGuestsOf(world, account, queryNumber(request, 'group_id'))),
    ),
  ),
  http.post('*/v1/console/group_invitations/group', async ({ request }) => {
    const body = await bodyOf(request);
    return authenticated(world, request, (account) => server.attachGuests(world, account, [Number(body.group_id)], ids(body.guest_ids)));
  }),
  http.delete('*/v1/console/group_invitations/group', async ({ request }) => {
    const body = await bodyOf(request);
    return authenticated(world, request, (account) => server.detachGuests(world, account, [Number(body.group_id)], ids(body.guest_ids)));
  }),
];
