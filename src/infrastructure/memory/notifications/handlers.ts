import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import { NotificationsAddRequest, NotifySwitchRequest } from '../../http/notifications/requests';
import type { NotificationTarget } from '../../../domain/notifications/notification';
import type { WireNotificationTarget } from '../../http/notifications/codecs';
import * as server from './server';
import type { World } from '../world/World';
import type { ApiPaths } from '../world/FeatureWorld';
import { authenticated, decodedBody, queryNumber, withBody } from '../msw/respond';

const wireTargetOf = (t: NotificationTarget): WireNotificationTarget => ({ id: t.id, email: t.email });

/**
 * The notification endpoints and the organization's notify_lock_status PATCH (our choice of path,
 * see the codec). The organization GET is the organization feature's handler, which adds the field.
 */
export const notificationsHandlers = (world: World, _paths: ApiPaths): HttpHandler[] => [
  http.get('*/v1/console/notifications', ({ request }) =>
    authenticated(world, request, (account) =>
      E.map((targets: NotificationTarget[]) => ({ notifications: targets.map(wireTargetOf) }))(
        server.notificationTargets(world, account, queryNumber(request, 'organization_id')),
      ),
    ),
  ),
  http.post('*/v1/console/notifications', async ({ request }) => {
    const body = await decodedBody(request, NotificationsAddRequest);
    return authenticated(
      world,
      request,
      (account) =>
        withBody(body, (b) =>
          E.map((added: NotificationTarget[]) => ({ notifications: added.map(wireTargetOf) }))(
            server.addNotificationTargets(world, account, b.organization_id, b.emails),
          ),
        ),
      201,
    );
  }),
  http.delete('*/v1/console/notifications', ({ request }) =>
    authenticated(world, request, (account) =>
      server.removeNotificationTarget(
        world,
        account,
        queryNumber(request, 'organization_id'),
        queryNumber(request, 'id'),
      ),
    ),
  ),
  http.patch('*/v1/console/organizations/:id', async ({ request, params }) => {
    const body = await decodedBody(request, NotifySwitchRequest);
    return authenticated(world, request, (account) =>
      withBody(body, (b) => server.setNotifySwitch(world, account, Number(params.id), b.notify_lock_status)),
    );
  }),
];
