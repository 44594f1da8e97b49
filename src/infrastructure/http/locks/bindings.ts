import type { ContainerModuleLoadOptions } from 'inversify';
import { KeyGroupGateway } from '../../../application/locks/ports/KeyGroupGateway';
import { LockGateway } from '../../../application/locks/ports/LockGateway';
import { HttpKeyGroupGateway } from './HttpKeyGroupGateway';
import { HttpLockGateway } from './HttpLockGateway';

/** Ports of the locks feature served by the real API. */
export const bindHttpLocks = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LockGateway).to(HttpLockGateway);
  bind(KeyGroupGateway).to(HttpKeyGroupGateway);
};
