import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import { GroupGuestsRequest, GroupInvitationsRequest } from '../../http/groups/requests';
import type { Group } from '../../../domain/groups/group';
import {
  draftOfGroupBody,
  GroupBodyCodec,
  wireGroupCreatedOf,
  wireGroupOf,
  type GroupBody,
} from '../../http/groups/codecs';
import * as server from './server';
import type { World } from '../world/World';
import { authenticated, decodedBody, queryNumber, queryString, withBody } from '../msw/respond';
import type { ApiPaths } from '../world/FeatureWorld';

const idOf = (params: Record<string, string | readonly string[] | undefined>): number => Number(params.id);

/** The groups endpoints, served from the in-memory world. */
export const groupsHandlers = (world: World, _paths: ApiPaths): HttpHandler[] => [
  http.get('*/v1/console/groups/search', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map((groups: Group[]) => ({ groups: groups.map((g) => wireGroupOf(g, server.membersOf(world, g.id))) }))(
        server.searchGroups(
          world,
          account,
          queryNumber(request, 'organization_id'),
          queryString(request, 'name') ?? '',
        ),
      ),
    ),
  ),
  http.get('*/v1/console/groups/:id', ({ request, params }) =>
    authenticated(world, request, (account) =>
      E.map((g: Group) => wireGroupOf(g, server.membersOf(world, g.id)))(server.getGroup(world, account, idOf(params))),
    ),
  ),
  http.post('*/v1/console/groups/', async ({ request }) => {
    const body = await decodedBody(request, GroupBodyCodec);
    return authenticated(
      world,
      request,
      (account) =>
        E.chain((b: GroupBody) =>
          E.map(wireGroupCreatedOf)(server.createGroup(world, account, b.organization_id, draftOfGroupBody(b))),
        )(body),
      201,
    );
  }),
  http.patch('*/v1/console/groups/:id', async ({ request, params }) => {
    const body = await decodedBody(request, GroupBodyCodec);
    return authenticated(world, request, (account) =>
      E.chain((b: GroupBody) => server.updateGroup(world, account, idOf(params), draftOfGroupBody(b)))(body),
    );
  }),
  http.delete('*/v1/console/groups/:id', ({ request, params }) =>
    authenticated(world, request, (account) => server.deleteGroup(world, account, idOf(params))),
  ),
  http.post('*/v1/console/group_guests/attach', async ({ request }) => {
    const body = await decodedBody(request, GroupGuestsRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) => server.attachGuests(world, account, b.group_ids, b.guest_ids)),
    );
  }),
  http.delete('*/v1/console/group_guests/detach', async ({ request }) => {
    const body = await decodedBody(request, GroupGuestsRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) => server.detachGuests(world, account, b.group_ids, b.guest_ids)),
    );
  }),
  http.get('*/v1/console/group_invitations/group', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map((rows: Array<{ guest_id: number; group_id: number }>) => ({ group_invitations: rows }))(
        server.invitedGuestsOf(world, account, queryNumber(request, 'group_id')),
      ),
    ),
  ),
  http.post('*/v1/console/group_invitations/group', async ({ request }) => {
    const body = await decodedBody(request, GroupInvitationsRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) => server.attachGuests(world, account, [b.group_id], b.guest_ids)),
    );
  }),
  http.delete('*/v1/console/group_invitations/group', async ({ request }) => {
    const body = await decodedBody(request, GroupInvitationsRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) => server.detachGuests(world, account, [b.group_id], b.guest_ids)),
    );
  }),
];
