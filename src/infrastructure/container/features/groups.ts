import type { ContainerModuleLoadOptions } from 'inversify';
import { GroupsGateway } from '../../../application/ports/GroupsGateway';
import { HttpGroupsGateway } from '../../http/groups/HttpGroupsGateway';
import { InMemoryGroupsGateway } from '../../memory/groups/InMemoryGroupsGateway';

/** Ports of the groups feature served by the real API. */
export const bindHttpGroups = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(GroupsGateway).to(HttpGroupsGateway);
};

/** Ports of the groups feature served by the in-memory world. */
export const bindMemoryGroups = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(GroupsGateway).to(InMemoryGroupsGateway);
};
