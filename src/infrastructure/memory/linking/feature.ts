import type { ContainerModuleLoadOptions } from 'inversify';
import { LinkingGateway } from '../../../application/linking/ports/LinkingGateway';
import type { FeatureWorld } from '../world/FeatureWorld';
import { linkingHandlers } from './handlers';
import { InMemoryLinkingGateway } from './InMemoryLinkingGateway';
import { linkingSlice } from './slice';

/** The linking feature's part of the demo world: its slice and the handlers of its endpoints. */
export const linkingWorld: FeatureWorld = { slice: linkingSlice, handlers: linkingHandlers };

/** Ports of the linking feature served by the in-memory world (memory mode). */
export const bindMemoryLinking = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LinkingGateway).to(InMemoryLinkingGateway);
};
