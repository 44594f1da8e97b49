import * as E from 'fp-ts/Either';
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  ConnectionRequestRequest,
  GuestCreateRequest,
  GuestGroupsRequest,
  GuestRenameRequest,
} from '../../http/guests/requests';
import {
  wireGroupInvitationsOf,
  wireGuestCreatedOf,
  wireGuestCsvResultOf,
  wireGuestListOf,
  wireGuestOf,
  wireGuestSearchOf,
} from '../../http/guests/codecs';
import * as groups from '../groups/server';
import * as server from './server';
import type { World } from '../world/World';
import { authenticated, decodedBody, queryNumber, queryString, withBody } from '../msw/respond';
import type { ApiPaths } from '../world/FeatureWorld';

const GUESTS = '*/v1/console/guests';
const INVITATIONS = '*/v1/console/group_invitations/guest';

const optionalBoolean = (value: string | null): boolean | null =>
  value === 'true' ? true : value === 'false' ? false : null;
const optionalNumber = (value: string | null): number | null => (value === null || value === '' ? null : Number(value));

/** The guests endpoints, served from the in-memory world. */
export const guestsHandlers = (world: World, _paths: ApiPaths): HttpHandler[] => [
  http.get(`${GUESTS}/search`, ({ request }) =>
    authenticated(world, request, (account) =>
      E.map(wireGuestSearchOf)(
        server.searchGuests(world, account, {
          organizationId: queryNumber(request, 'organization_id'),
          name: queryString(request, 'name') ?? '',
          isConnected: optionalBoolean(queryString(request, 'is_connected')),
          groupId: optionalNumber(queryString(request, 'group_id')),
          page: optionalNumber(queryString(request, 'page')) ?? 1,
          perPage: optionalNumber(queryString(request, 'per_page')) ?? 10,
        }),
      ),
    ),
  ),
  http.get(`${GUESTS}/all`, ({ request }) =>
    authenticated(world, request, (account) =>
      E.map(wireGuestListOf)(server.allGuests(world, account, queryNumber(request, 'organization_id'))),
    ),
  ),
  http.post(`${GUESTS}/create`, async ({ request }) => {
    const body = await decodedBody(request, GuestCreateRequest);
    return authenticated(
      world,
      request,
      (account) =>
        withBody(body, (b) =>
          E.map(wireGuestCreatedOf)(
            server.createGuest(world, account, {
              organizationId: b.organization_id,
              name: b.name,
              email: b.email,
              enablePayPerGuests: b.enable_pay_per_guests,
            }),
          ),
        ),
      201,
    );
  }),
  http.post(`${GUESTS}/account_connection_request`, async ({ request }) => {
    const body = await decodedBody(request, ConnectionRequestRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) => server.requestConnection(world, account, b.organization_id, b.guest_ids)),
    );
  }),
  http.post(`${GUESTS}/csv`, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof Blob)) return HttpResponse.json({ message: 'file is required' }, { status: 400 });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { uploadGuestCsv } = await import('./csvServer');
    return authenticated(
      world,
      request,
      (account) =>
        E.map(wireGuestCsvResultOf)(
          uploadGuestCsv(
            world,
            account,
            queryNumber(request, 'organization_id'),
            bytes,
            queryString(request, 'enable_pay_per_guests') === 'true',
          ),
        ),
      201,
    );
  }),
  http.get(`${GUESTS}/:id`, ({ request, params }) =>
    authenticated(world, request, (account) => E.map(wireGuestOf)(server.getGuest(world, account, Number(params.id)))),
  ),
  http.patch(`${GUESTS}/:id`, async ({ request, params }) => {
    const body = await decodedBody(request, GuestRenameRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) => server.renameGuest(world, account, Number(params.id), b.name)),
    );
  }),
  http.delete(`${GUESTS}/:id`, ({ request, params }) =>
    authenticated(world, request, (account) => server.deleteGuest(world, account, Number(params.id))),
  ),
  http.get(INVITATIONS, ({ request }) => {
    const guestId = queryNumber(request, 'guest_id');
    return authenticated(world, request, (account) =>
      E.map((groupIds: number[]) => wireGroupInvitationsOf(guestId, groupIds))(
        server.groupInvitationsOf(world, account, guestId),
      ),
    );
  }),
  http.post(INVITATIONS, async ({ request }) => {
    const body = await decodedBody(request, GuestGroupsRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) => groups.attachGuests(world, account, b.group_ids, [b.guest_id])),
    );
  }),
  http.delete(INVITATIONS, async ({ request }) => {
    const body = await decodedBody(request, GuestGroupsRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) => groups.detachGuests(world, account, b.group_ids, [b.guest_id])),
    );
  }),
];
