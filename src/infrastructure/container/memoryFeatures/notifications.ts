import type { ContainerModuleLoadOptions } from 'inversify';
import { NotificationsGateway } from '../../../application/ports/NotificationsGateway';
import { InMemoryNotificationsGateway } from '../../memory/notifications/InMemoryNotificationsGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the notifications feature served by the in-memory world. */
export const bindMemoryNotifications = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(NotificationsGateway).to(InMemoryNotificationsGateway);
};
