import type { ContainerModuleLoadOptions } from 'inversify';
import { RemoteJobGateway } from '../../../application/remote/ports/RemoteJobGateway';
import { HttpRemoteJobGateway } from './HttpRemoteJobGateway';

/** Ports of the remote feature served by the real API. */
export const bindHttpRemote = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(RemoteJobGateway).to(HttpRemoteJobGateway);
};
