import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import { TokenIssueRequest } from '../../http/tokens/requests';
import type { Page } from '../../../domain/shared/paging';
import type { ApiToken } from '../../../domain/tokens/token';
import { wireApiTokenOf } from '../../http/tokens/codecs';
import * as server from './server';
import type { World } from '../world/World';
import type { ApiPaths } from '../world/FeatureWorld';
import { authenticated, decodedBody, queryNumber, queryString, withBody } from '../msw/respond';

/** The external application API token endpoints (v2), served from the in-memory world. */
export const tokensHandlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.get(`*${paths.v2}/external_application_api_tokens/`, ({ request }) =>
    authenticated(world, request, (account) =>
      E.map((page: Page<ApiToken>) => ({
        data: page.items.map(wireApiTokenOf),
        meta: {
          totalCount: page.total,
          currentPage: page.page,
          perPage: page.perPage,
          totalPages: Math.ceil(page.total / page.perPage),
        },
      }))(
        server.listTokens(world, account, {
          organizationId: queryNumber(request, 'organization_id'),
          page: queryNumber(request, 'page'),
          perPage: queryNumber(request, 'per_page'),
          sort: queryString(request, 'sort') ?? '',
          order: queryString(request, 'order') ?? '',
        }),
      ),
    ),
  ),
  http.post(`*${paths.v2}/external_application_api_tokens/`, async ({ request }) => {
    const body = await decodedBody(request, TokenIssueRequest);
    return authenticated(
      world,
      request,
      (account) => withBody(body, (b) => server.issueToken(world, account, b.organization_id, b.application_name)),
      201,
    );
  }),
  http.post(`*${paths.v2}/external_application_api_tokens/:id/revoke`, ({ request, params }) =>
    authenticated(world, request, (account) => server.revokeToken(world, account, Number(params.id))),
  ),
];
