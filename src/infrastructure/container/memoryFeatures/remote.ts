import type { ContainerModuleLoadOptions } from 'inversify';
import { RemoteJobGateway } from '../../../application/ports/RemoteJobGateway';
import { InMemoryRemoteJobGateway } from '../../memory/remote/InMemoryRemoteJobGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the remote feature served by the in-memory world. */
export const bindMemoryRemote = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(RemoteJobGateway).to(InMemoryRemoteJobGateway);
};
