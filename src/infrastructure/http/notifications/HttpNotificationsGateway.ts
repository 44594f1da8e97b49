import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { NotificationsGateway } from '../../../application/notifications/ports/NotificationsGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { NotificationTarget } from '../../../domain/notifications/notification';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { NotificationListCodec, NotifySwitchCodec, switchOf, targetsOf } from './codecs';

const NOTIFICATIONS = '/v1/console/notifications';
const organizationPath = (id: number): string => `/v1/console/organizations/${id}`;

@injectable()
export class HttpNotificationsGateway implements NotificationsGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async targets(organizationId: number): Promise<E.Either<PortError, ReadonlyArray<NotificationTarget>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: NOTIFICATIONS,
      query: { organization_id: organizationId },
      required: { organizationId },
      codec: NotificationListCodec,
    });
    return E.map(targetsOf)(result);
  }

  /** The spec names the body field "emails": sent as a list of the one address. The answer is not read. */
  add(organizationId: number, email: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: NOTIFICATIONS,
      body: { organization_id: organizationId, emails: [email] },
      required: { organizationId, email },
    });
  }

  /** The spec names only "id" for DELETE: sent as a query with the organization. */
  remove(organizationId: number, id: number): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'DELETE',
      api: 'v1',
      path: NOTIFICATIONS,
      query: { organization_id: organizationId, id },
      required: { organizationId, id },
    });
  }

  async switchState(organizationId: number): Promise<E.Either<PortError, boolean>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: organizationPath(organizationId),
      required: { organizationId },
      codec: NotifySwitchCodec,
    });
    return E.map(switchOf)(result);
  }

  setSwitch(organizationId: number, enabled: boolean): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'PATCH',
      api: 'v1',
      path: organizationPath(organizationId),
      body: { notify_lock_status: enabled },
      required: { organizationId },
    });
  }
}
