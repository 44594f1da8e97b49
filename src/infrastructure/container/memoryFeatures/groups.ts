import type { ContainerModuleLoadOptions } from 'inversify';
import { GroupsGateway } from '../../../application/ports/GroupsGateway';
import { InMemoryGroupsGateway } from '../../memory/groups/InMemoryGroupsGateway';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/groups.ts) loads them in memory mode; the production
 * build leaves the import out.
 */
/** Ports of the groups feature served by the in-memory world. */
export const bindMemoryGroups = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(GroupsGateway).to(InMemoryGroupsGateway);
};
