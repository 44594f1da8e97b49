import type { ContainerModuleLoadOptions } from 'inversify';
import { GroupsGateway } from '../../../application/ports/GroupsGateway';
import { InMemoryGroupsGateway } from '../../memory/groups/InMemoryGroupsGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the groups feature served by the in-memory world. */
export const bindMemoryGroups = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(GroupsGateway).to(InMemoryGroupsGateway);
};
