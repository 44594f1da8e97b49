import type { ContainerModuleLoadOptions } from 'inversify';
import { GroupsGateway } from '../../../application/groups/ports/GroupsGateway';
import type { FeatureWorld } from '../world/FeatureWorld';
import { groupsHandlers } from './handlers';
import { InMemoryGroupsGateway } from './InMemoryGroupsGateway';
import { groupsSlice } from './slice';

/** The groups feature's part of the demo world: its slice and the handlers of its endpoints. */
export const groupsWorld: FeatureWorld = { slice: groupsSlice, handlers: groupsHandlers };

/** Ports of the groups feature served by the in-memory world (memory mode). */
export const bindMemoryGroups = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(GroupsGateway).to(InMemoryGroupsGateway);
};
