import type { ContainerModuleLoadOptions } from 'inversify';
import { NotificationsGateway } from '../../../application/notifications/ports/NotificationsGateway';
import { HttpNotificationsGateway } from './HttpNotificationsGateway';

/** Ports of the notifications feature served by the real API. */
export const bindHttpNotifications = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(NotificationsGateway).to(HttpNotificationsGateway);
};
