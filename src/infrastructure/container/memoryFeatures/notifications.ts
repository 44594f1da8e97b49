import type { ContainerModuleLoadOptions } from 'inversify';
import { NotificationsGateway } from '../../../application/ports/NotificationsGateway';
import { InMemoryNotificationsGateway } from '../../memory/notifications/InMemoryNotificationsGateway';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/notifications.ts) loads them in memory mode; the
 * production build leaves the import out.
 */
/** Ports of the notifications feature served by the in-memory world. */
export const bindMemoryNotifications = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(NotificationsGateway).to(InMemoryNotificationsGateway);
};
