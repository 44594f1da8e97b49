import { http, type HttpHandler } from 'msw';
import * as server from '../linking/server';
import type { World } from '../world/World';
import type { ApiPaths } from './platformHandlers';
import { anonymous, bodyOf, str } from './respond';

/** The linking endpoints, served from the in-memory world. */
export const linkingHandlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.post('*/v1/account_connection/connection_code', async ({ request }) => {
    const body = await bodyOf(request);
    return anonymous(world, request, () => server.requestCode(world, 'connection', str(body.email)));
  }),
  http.post('*/v1/account_connection/disconnection_code', async ({ request }) => {
    const body = await bodyOf(request);
    return anonymous(world, request, () => server.requestCode(world, 'disconnection', str(body.email)));
  }),
  http.delete('*/v1/account_connection/connection', async ({ request }) => {
    const body = await bodyOf(request);
    return anonymous(world, request, () => server.unlink(world, str(body.secret)));
  }),
  http.post(`*${paths.v2}/guests/qrio_account_connection`, async ({ request }) => {
    const body = await bodyOf(request);
    return anonymous(world, request, () => server.link(world, { email: str(body.email), password: str(body.password), secret: str(body.secret) }), 201);
  }),
];
