import * as E from 'fp-ts/Either';
import { http } from 'msw';
import { ErrorReportRequest, SessionRequest } from '../../http/session/requests';
import type { Me, OrganizationSummary } from '../../../domain/session/session';
import { wireConsoleFunctionsOf, wireMeOf, wireSessionCreatedOf } from '../../http/session/codecs';
import * as server from '../platform/server';
import type { ApiPaths } from '../world/FeatureWorld';
import type { World } from '../world/World';
import { anonymous, authenticated, decodedBody, queryNumber, withBody } from './respond';

export const platformHandlers = (world: World, paths: ApiPaths) => [
  http.post(`*${paths.v2}/sessions/`, async ({ request }) => {
    const body = await decodedBody(request, SessionRequest);
    return anonymous(
      world,
      request,
      () =>
        withBody(body, (b) =>
          E.map((r: { token: string }) => wireSessionCreatedOf(r.token))(server.login(world, b.email, b.password)),
        ),
      201,
    );
  }),
  http.delete(`*${paths.v2}/sessions/`, ({ request }) =>
    anonymous(world, request, () =>
      server.logout(world, request.headers.get('Authorization')?.replace(/^Bearer /, '')),
    ),
  ),
  http.get('*/v1/console/managers/me', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map((r: { me: Me; organizations: OrganizationSummary[] }) => wireMeOf(r.me, r.organizations))(
        server.me(world, account),
      ),
    ),
  ),
  http.get(`*${paths.v2}/console_functions/`, ({ request }) =>
    authenticated(world, request, (account) =>
      E.map(wireConsoleFunctionsOf)(server.consoleFunctions(world, account, queryNumber(request, 'organization_id'))),
    ),
  ),
  http.post('*/v1/console/error_reports', async ({ request }) => {
    const body = await decodedBody(request, ErrorReportRequest, 'json'); // the spec's one v1 JSON body
    return anonymous(
      world,
      request,
      () => withBody(body, (b) => server.receiveErrorReport(world, { url: b.url, error_json: b.error_json })),
      201,
    );
  }),
];
