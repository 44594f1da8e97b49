import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import type { Manager } from '../../../domain/managers/manager';
import type { Page } from '../../../domain/shared/paging';
import { wireManagerOf } from '../../http/managers/codecs';
import * as server from './server';
import type { World } from '../world/World';
import type { ApiPaths } from '../world/FeatureWorld';
import { authenticated, queryNumber, queryString } from '../msw/respond';

const MANAGERS = '*/v1/console/managers';
const optionalNumber = (value: string | null, fallback: number): number =>
  value === null || value === '' ? fallback : Number(value);

/** The managers endpoints, served from the in-memory world (the invitations' are in invitationsHandlers). */
export const managersHandlers = (world: World, _paths: ApiPaths): HttpHandler[] => [
  http.get(`${MANAGERS}/search`, ({ request }) =>
    authenticated(world, request, (account) =>
      // the response is not shown (devices-access §7): the managers under `managers`, no total
      E.map((page: Page<Manager>) => ({ managers: page.items.map(wireManagerOf) }))(
        server.searchManagers(world, account, {
          organizationId: queryNumber(request, 'organization'),
          name: queryString(request, 'name') ?? '',
          page: optionalNumber(queryString(request, 'page'), 1),
          perPage: optionalNumber(queryString(request, 'per_page'), 100),
        }),
      ),
    ),
  ),
  http.delete(`${MANAGERS}/:id/detach`, ({ request, params }) =>
    authenticated(world, request, (account) =>
      server.detachManager(world, account, Number(params.id), queryNumber(request, 'organization_id')),
    ),
  ),
  // after /search and /me's own handler: an id that is a number
  http.get(`${MANAGERS}/:id`, ({ request, params }) =>
    authenticated(world, request, (account) =>
      E.map(wireManagerOf)(server.getManager(world, account, Number(params.id))),
    ),
  ),
];
