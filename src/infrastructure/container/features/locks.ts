import type { ContainerModuleLoadOptions } from 'inversify';
import { KeyGroupGateway } from '../../../application/ports/KeyGroupGateway';
import { LockGateway } from '../../../application/ports/LockGateway';
import { HttpKeyGroupGateway } from '../../http/locks/HttpKeyGroupGateway';
import { HttpLockGateway } from '../../http/locks/HttpLockGateway';

/** Ports of the locks feature served by the real API. */
export const bindHttpLocks = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LockGateway).to(HttpLockGateway);
  bind(KeyGroupGateway).to(HttpKeyGroupGateway);
};
