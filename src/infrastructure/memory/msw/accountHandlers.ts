import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import { wireInvitationOf, wireJoinedOrganizationOf, wireRenamedManagerOf } from '../../http/account/codecs';
import * as server from '../account/server';
import type { World } from '../world/World';
import type { ApiPaths } from './platformHandlers';
import { anonymous, authenticated, bodyOf, str } from './respond';

const param = (value: string | readonly string[] | undefined): string => (typeof value === 'string' ? decodeURIComponent(value) : '');

/** The account endpoints, served from the in-memory world. */
export const accountHandlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.patch('*/v1/console/managers/:id', async ({ request, params }) => {
    const body = await bodyOf(request);
    return authenticated(world, request, (account) => E.map(wireRenamedManagerOf)(server.rename(world, account, Number(param(params.id)), str(body.name))));
  }),
  http.post(`*${paths.v2}/managers/password_reset_request`, async ({ request }) => {
    const body = await bodyOf(request);
    return anonymous(world, request, () => server.requestPasswordReset(world, str(body.email)));
  }),
  http.post(`*${paths.v2}/managers/password_reset`, async ({ request }) => {
    const body = await bodyOf(request);
    return anonymous(world, request, () => server.resetPassword(world, str(body.passwordResetToken), str(body.newPassword)));
  }),
  http.get('*/v1/manager_invitations/:token', ({ request, params }) =>
    anonymous(world, request, () => E.map(({ invitation, manager }: server.InvitationWithManager) => wireInvitationOf(invitation, manager))(server.invitation(world, param(params.token)))),
  ),
  http.post('*/v1/manager_invitations/:token/register', async ({ request, params }) => {
    const body = await bodyOf(request);
    return anonymous(world, request, () => server.registerInvited(world, param(params.token), { name: str(body.name), password: str(body.password) }), 201);
  }),
  http.post('*/v1/console/manager_invitations/:id/accept', ({ request, params }) =>
    authenticated(world, request, (account) => E.map(wireJoinedOrganizationOf)(server.acceptInvitation(world, account, param(params.id)))),
  ),
];
