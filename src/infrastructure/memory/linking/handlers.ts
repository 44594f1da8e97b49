import { http, type HttpHandler } from 'msw';
import { CodeRequestRequest, LinkRequestBody, UnlinkRequest } from '../../http/linking/requests';
import * as server from './server';
import type { World } from '../world/World';
import type { ApiPaths } from '../world/FeatureWorld';
import { anonymous, decodedBody, withBody } from '../msw/respond';

/** The linking endpoints, served from the in-memory world. */
export const linkingHandlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.post('*/v1/account_connection/connection_code', async ({ request }) => {
    const body = await decodedBody(request, CodeRequestRequest);
    return anonymous(world, request, () => withBody(body, (b) => server.requestCode(world, 'connection', b.email)));
  }),
  http.post('*/v1/account_connection/disconnection_code', async ({ request }) => {
    const body = await decodedBody(request, CodeRequestRequest);
    return anonymous(world, request, () => withBody(body, (b) => server.requestCode(world, 'disconnection', b.email)));
  }),
  http.delete('*/v1/account_connection/connection', async ({ request }) => {
    const body = await decodedBody(request, UnlinkRequest);
    return anonymous(world, request, () => withBody(body, (b) => server.unlink(world, b.secret)));
  }),
  http.post(`*${paths.v2}/guests/qrio_account_connection`, async ({ request }) => {
    const body = await decodedBody(request, LinkRequestBody);
    return anonymous(
      world,
      request,
      () => withBody(body, (b) => server.link(world, { email: b.email, password: b.password, secret: b.secret })),
      201,
    );
  }),
];
