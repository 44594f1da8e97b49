import type { ContainerModuleLoadOptions } from 'inversify';
import { InvitationsGateway } from '../../../application/managers/ports/InvitationsGateway';
import { ManagersGateway } from '../../../application/managers/ports/ManagersGateway';
import type { FeatureWorld } from '../world/FeatureWorld';
import { managersHandlers } from './handlers';
import { InMemoryInvitationsGateway } from './InMemoryInvitationsGateway';
import { InMemoryManagersGateway } from './InMemoryManagersGateway';
import { managersSlice } from './slice';

/** The managers feature's part of the demo world: its slice and the handlers of its endpoints. */
export const managersWorld: FeatureWorld = { slice: managersSlice, handlers: managersHandlers };

/** Ports of the managers feature served by the in-memory world (memory mode). */
export const bindMemoryManagers = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(ManagersGateway).to(InMemoryManagersGateway);
  bind(InvitationsGateway).to(InMemoryInvitationsGateway);
};
