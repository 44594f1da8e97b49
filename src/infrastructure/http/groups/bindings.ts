import type { ContainerModuleLoadOptions } from 'inversify';
import { GroupsGateway } from '../../../application/groups/ports/GroupsGateway';
import { HttpGroupsGateway } from './HttpGroupsGateway';

/** Ports of the groups feature served by the real API. */
export const bindHttpGroups = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(GroupsGateway).to(HttpGroupsGateway);
};
