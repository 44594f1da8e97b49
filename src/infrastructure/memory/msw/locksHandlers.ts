import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import type { Lock } from '../../../domain/locks/lock';
import type { Page } from '../../../domain/shared/paging';
import * as server from '../locks/server';
import type { World } from '../world/World';
import type { ApiPaths } from './platformHandlers';
import { authenticated, bodyOf, queryNumber, queryString } from './respond';

/** Domain → v1 wire (snake_case), the inverse of the HTTP adapter's codecs. */
export const wireLock = (l: Lock) => ({
  id: l.id,
  model_id: l.modelId,
  serial_no: l.serialNo,
  battery_a: l.batteryA,
  battery_b: l.batteryB,
  lock_setting: {
    lock_name: l.setting.lockName,
    created_at: l.setting.createdAt,
    on_upside: l.setting.onUpside,
    sub_lock: l.setting.subLock && { id: l.setting.subLock.id, model_id: l.setting.subLock.modelId, serial_no: l.setting.subLock.serialNo, battery_a: l.setting.subLock.batteryA, battery_b: l.setting.subLock.batteryB },
    hub: l.setting.hub && { serial_no: l.setting.hub.serialNo },
  },
  knights: l.knights.map((k) => ({ id: k.id, model_id: k.modelId, serial_no: k.serialNo, use_case: k.useCase, battery_a: k.batteryA, battery_b: k.batteryB })),
  groups: l.groups.map((g) => ({ id: g.id, name: g.name, whole: g.whole })),
  logs: l.lastEvents.map((e) => ({ logged_at: e.loggedAt, log_type: e.logType, user_name: e.userName, key_type: e.keyType })),
});

const idOf = (params: Record<string, string | readonly string[] | undefined>): number => Number(params.id);

export const locksHandlers = (world: World, _paths: ApiPaths): HttpHandler[] => [
  http.get('*/v1/console/locks', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map((page: Page<Lock>) => ({ locks: page.items.map(wireLock), total: page.total }))(
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
    authenticated(world, request, (account) => E.map(wireLock)(server.getLock(world, account, idOf(params)))),
  ),
  http.patch('*/v1/console/locks/:id/lock_setting', async ({ request, params }) => {
    const body = await bodyOf(request);
    return authenticated(world, request, (account) => server.updateLockSetting(world, account, idOf(params), { lockName: body.lock_name, onUpside: body.on_upside }));
  }),
  // GET /v1/console/groups/search is the groups feature's endpoint (groupsHandlers.ts)
  http.post('*/v1/console/group_locks/attach', async ({ request }) => {
    const body = await bodyOf(request);
    return authenticated(world, request, (account) => server.attachGroupLocks(world, account, body.group_ids, body.lock_ids));
  }),
  http.delete('*/v1/console/group_locks/detach', async ({ request }) => {
    const body = await bodyOf(request);
    return authenticated(world, request, (account) => server.detachGroupLocks(world, account, body.group_ids, body.lock_ids));
  }),
];
