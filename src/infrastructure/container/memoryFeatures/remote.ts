import type { ContainerModuleLoadOptions } from 'inversify';
import { RemoteJobGateway } from '../../../application/ports/RemoteJobGateway';
import { InMemoryRemoteJobGateway } from '../../memory/remote/InMemoryRemoteJobGateway';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/remote.ts) loads them in memory mode; the production
 * build leaves the import out.
 */
/** Ports of the remote feature served by the in-memory world. */
export const bindMemoryRemote = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(RemoteJobGateway).to(InMemoryRemoteJobGateway);
};
