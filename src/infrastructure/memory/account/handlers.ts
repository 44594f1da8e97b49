import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import {
  InvitationRegisterRequest,
  PasswordResetRequest,
  PasswordResetRequestRequest,
  RenameRequest,
} from '../../http/account/requests';
import { wireInvitationOf, wireJoinedOrganizationOf, wireRenamedManagerOf } from '../../http/account/codecs';
import * as server from './server';
import type { World } from '../world/World';
import type { ApiPaths } from '../world/FeatureWorld';
import { anonymous, authenticated, decodedBody, withBody } from '../msw/respond';

const param = (value: string | readonly string[] | undefined): string =>
  typeof value === 'string' ? decodeURIComponent(value) : '';

/** The account endpoints, served from the in-memory world. */
export const accountHandlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.patch('*/v1/console/managers/:id', async ({ request, params }) => {
    const body = await decodedBody(request, RenameRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) =>
        E.map(wireRenamedManagerOf)(server.rename(world, account, Number(param(params.id)), b.name)),
      ),
    );
  }),
  http.post(`*${paths.v2}/managers/password_reset_request`, async ({ request }) => {
    const body = await decodedBody(request, PasswordResetRequestRequest);
    return anonymous(world, request, () => withBody(body, (b) => server.requestPasswordReset(world, b.email)));
  }),
  http.post(`*${paths.v2}/managers/password_reset`, async ({ request }) => {
    const body = await decodedBody(request, PasswordResetRequest);
    return anonymous(world, request, () =>
      withBody(body, (b) => server.resetPassword(world, b.password_reset_token, b.new_password)),
    );
  }),
  http.get('*/v1/manager_invitations/:token', ({ request, params }) =>
    anonymous(world, request, () =>
      E.map(({ invitation, manager }: server.InvitationWithManager) => wireInvitationOf(invitation, manager))(
        server.invitation(world, param(params.token)),
      ),
    ),
  ),
  http.post('*/v1/manager_invitations/:token/register', async ({ request, params }) => {
    const body = await decodedBody(request, InvitationRegisterRequest);
    return anonymous(
      world,
      request,
      () =>
        withBody(body, (b) =>
          server.registerInvited(world, param(params.token), { name: b.name, password: b.password }),
        ),
      201,
    );
  }),
  http.post('*/v1/console/manager_invitations/:id/accept', ({ request, params }) =>
    authenticated(world, request, (account) =>
      E.map(wireJoinedOrganizationOf)(server.acceptInvitation(world, account, param(params.id))),
    ),
  ),
];
