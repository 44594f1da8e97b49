import * as E from 'fp-ts/Either';
import { http } from 'msw';
import type { OrganizationSummary } from '../../../domain/session/session';
import * as server from '../platform/server';
import type { World } from '../world/World';
import { anonymous, authenticated, bodyOf, queryNumber, str } from './respond';

export interface ApiPaths {
  /** The v2 base path, e.g. /console/v2 */
  readonly v2: string;
}

const wireOrganization = (o: OrganizationSummary) => ({ id: o.id, name: o.name, organization_type: o.organizationType });

export const platformHandlers = (world: World, paths: ApiPaths) => [
  http.post(`*${paths.v2}/sessions/`, async ({ request }) => {
    const body = await bodyOf(request);
    return anonymous(world, request, () => server.login(world, str(body.email), str(body.password)), 201);
  }),
  http.delete(`*${paths.v2}/sessions/`, ({ request }) =>
    anonymous(world, request, () => server.logout(world, request.headers.get('Authorization')?.replace(/^Bearer /, ''))),
  ),
  http.get('*/v1/console/managers/me', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map((r: { me: { id: number; name: string; email: string }; organizations: OrganizationSummary[] }) => ({
        me: r.me,
        organizations: r.organizations.map(wireOrganization),
      }))(server.me(world, account)),
    ),
  ),
  http.get(`*${paths.v2}/console_functions/`, ({ request }) =>
    authenticated(world, request, (account) =>
      E.map(({ organizationId: _id, ...functions }: ReturnType<typeof server.consoleFunctions> extends E.Either<unknown, infer P> ? P : never) => functions)(
        server.consoleFunctions(world, account, queryNumber(request, 'organization_id')),
      ),
    ),
  ),
  http.post('*/v1/console/error_reports', async ({ request }) => {
    const body = await bodyOf(request);
    return anonymous(world, request, () => server.receiveErrorReport(world, { url: str(body.url), error_json: body.error_json }), 201);
  }),
];
