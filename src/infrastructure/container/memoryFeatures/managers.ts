import type { ContainerModuleLoadOptions } from 'inversify';
import { InvitationsGateway } from '../../../application/ports/InvitationsGateway';
import { ManagersGateway } from '../../../application/ports/ManagersGateway';
import { InMemoryInvitationsGateway } from '../../memory/managers/InMemoryInvitationsGateway';
import { InMemoryManagersGateway } from '../../memory/managers/InMemoryManagersGateway';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/managers.ts) loads them in memory mode; the production
 * build leaves the import out.
 */
/** Ports of the managers feature served by the in-memory world. */
export const bindMemoryManagers = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(ManagersGateway).to(InMemoryManagersGateway);
  bind(InvitationsGateway).to(InMemoryInvitationsGateway);
};
