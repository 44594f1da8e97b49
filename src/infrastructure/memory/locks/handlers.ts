import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import { GroupLocksRequest, LockSettingRequest } from '../../http/locks/requests';
import { wireLockListOf, wireLockOf } from '../../http/locks/codecs';
import * as server from './server';
import type { World } from '../world/World';
import type { ApiPaths } from '../world/FeatureWorld';
import { authenticated, decodedBody, queryNumber, queryString, withBody } from '../msw/respond';

const idOf = (params: Record<string, string | readonly string[] | undefined>): number => Number(params.id);

export const locksHandlers = (world: World, _paths: ApiPaths): HttpHandler[] => [
  http.get('*/v1/console/locks', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map(wireLockListOf)(
        server.listLocks(world, account, {
          organizationId: queryNumber(request, 'organization_id'),
          page: Number(queryString(request, 'page') ?? 1),
          lockName: queryString(request, 'lock_name') ?? '',
          sortBy: queryString(request, 'sort_by'),
          sortOrder: queryString(request, 'sort_order'),
          groupId: queryString(request, 'group_id') === null ? null : queryNumber(request, 'group_id'),
        }),
      ),
    ),
  ),
  http.get('*/v1/console/locks/:id', ({ request, params }) =>
    authenticated(world, request, (account) => E.map(wireLockOf)(server.getLock(world, account, idOf(params)))),
  ),
  http.patch('*/v1/console/locks/:id/lock_setting', async ({ request, params }) => {
    const body = await decodedBody(request, LockSettingRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) =>
        server.updateLockSetting(world, account, idOf(params), { lockName: b.lock_name, onUpside: b.on_upside }),
      ),
    );
  }),
  // GET /v1/console/groups/search is the groups feature's endpoint (memory/groups/handlers.ts)
  http.post('*/v1/console/group_locks/attach', async ({ request }) => {
    const body = await decodedBody(request, GroupLocksRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) => server.attachGroupLocks(world, account, b.group_ids, b.lock_ids)),
    );
  }),
  http.delete('*/v1/console/group_locks/detach', async ({ request }) => {
    const body = await decodedBody(request, GroupLocksRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) => server.detachGroupLocks(world, account, b.group_ids, b.lock_ids)),
    );
  }),
];
