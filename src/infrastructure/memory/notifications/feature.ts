import type { ContainerModuleLoadOptions } from 'inversify';
import { NotificationsGateway } from '../../../application/notifications/ports/NotificationsGateway';
import type { FeatureWorld } from '../world/FeatureWorld';
import { notificationsHandlers } from './handlers';
import { InMemoryNotificationsGateway } from './InMemoryNotificationsGateway';
import { notificationsSlice } from './slice';

/** The notifications feature's part of the demo world: its slice and the handlers of its endpoints. */
export const notificationsWorld: FeatureWorld = { slice: notificationsSlice, handlers: notificationsHandlers };

/** Ports of the notifications feature served by the in-memory world (memory mode). */
export const bindMemoryNotifications = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(NotificationsGateway).to(InMemoryNotificationsGateway);
};
