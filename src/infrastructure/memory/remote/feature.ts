import type { ContainerModuleLoadOptions } from 'inversify';
import { RemoteJobGateway } from '../../../application/remote/ports/RemoteJobGateway';
import type { FeatureWorld } from '../world/FeatureWorld';
import { remoteHandlers } from './handlers';
import { InMemoryRemoteJobGateway } from './InMemoryRemoteJobGateway';
import { remoteSlice } from './slice';

/** The remote feature's part of the demo world: its slice and the handlers of its endpoints. */
export const remoteWorld: FeatureWorld = { slice: remoteSlice, handlers: remoteHandlers };

/** Ports of the remote feature served by the in-memory world (memory mode). */
export const bindMemoryRemote = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(RemoteJobGateway).to(InMemoryRemoteJobGateway);
};
