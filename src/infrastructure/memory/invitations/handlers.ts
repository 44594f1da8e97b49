import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import { InviteRequest } from '../../http/managers/requests';
import type { Page } from '../../../domain/shared/paging';
import { wirePendingInvitationOf } from '../../http/managers/codecs';
import * as invitations from './server';
import type { World } from '../world/World';
import type { ApiPaths } from '../world/FeatureWorld';
import { authenticated, decodedBody, queryNumber, queryString, withBody } from '../msw/respond';

const optionalNumber = (value: string | null, fallback: number): number =>
  value === null || value === '' ? fallback : Number(value);

/** The console's manager-invitation endpoints, served from the invitations slice (the accept side is the account's). */
export const invitationsHandlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.get('*/v1/console/manager_invitations', ({ request }) =>
    authenticated(world, request, (account) =>
      // no body shown (devices-access §7): the invitations (id, email) under `manager_invitations`, no total
      E.map((page: Page<ReturnType<typeof invitations.pendingOf>>) => ({
        manager_invitations: page.items.map(wirePendingInvitationOf),
      }))(
        invitations.listInvitations(world, account, {
          organizationId: queryNumber(request, 'organization_id'),
          page: optionalNumber(queryString(request, 'page'), 1),
          perPage: optionalNumber(queryString(request, 'per_page'), 100),
        }),
      ),
    ),
  ),
  http.post('*/v1/console/manager_invitations', async ({ request }) => {
    const body = await decodedBody(request, InviteRequest);
    return authenticated(
      world,
      request,
      (account) =>
        withBody(body, (b) =>
          E.map((r: ReturnType<typeof invitations.pendingOf>) => wirePendingInvitationOf(r))(
            E.map(invitations.pendingOf)(invitations.inviteManager(world, account, b.organization_id, b.email)),
          ),
        ),
      201,
    );
  }),
  http.post(`*${paths.v2}/manager_invitations/:id/resend`, ({ request, params }) =>
    authenticated(world, request, (account) => invitations.resendInvitation(world, account, String(params.id))),
  ),
  http.delete(`*${paths.v2}/manager_invitations/:id`, ({ request, params }) =>
    authenticated(world, request, (account) => invitations.deleteInvitation(world, account, String(params.id))),
  ),
];
