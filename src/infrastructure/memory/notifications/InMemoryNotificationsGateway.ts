import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { NotificationsGateway } from '../../../application/notifications/ports/NotificationsGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { NotificationTarget } from '../../../domain/notifications/notification';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemoryNotificationsGateway implements NotificationsGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  targets(organizationId: number): Promise<E.Either<PortError, ReadonlyArray<NotificationTarget>>> {
    return this.backend.authenticated((account) =>
      server.notificationTargets(this.backend.world, account, organizationId),
    );
  }

  add(organizationId: number, email: string): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) =>
      E.map(() => undefined)(server.addNotificationTargets(this.backend.world, account, organizationId, [email])),
    );
  }

  remove(organizationId: number, id: number): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) =>
      server.removeNotificationTarget(this.backend.world, account, organizationId, id),
    );
  }

  switchState(organizationId: number): Promise<E.Either<PortError, boolean>> {
    return this.backend.authenticated((account) => server.notifySwitch(this.backend.world, account, organizationId));
  }

  setSwitch(organizationId: number, enabled: boolean): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) =>
      server.setNotifySwitch(this.backend.world, account, organizationId, enabled),
    );
  }
}
