import type { ContainerModuleLoadOptions } from 'inversify';
import { KeyGroupGateway } from '../../../application/locks/ports/KeyGroupGateway';
import { LockListHeadStart } from '../../../application/locks/LockListHeadStart';
import { LockGateway } from '../../../application/locks/ports/LockGateway';
import { HttpKeyGroupGateway } from './HttpKeyGroupGateway';
import { HttpLockGateway } from './HttpLockGateway';

/** Ports of the locks feature served by the real API. */
export const bindHttpLocks = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LockGateway).to(HttpLockGateway);
  // one for the page: the router's start of the list and the screen's first read meet in it
  bind(LockListHeadStart).toSelf().inSingletonScope();
  bind(KeyGroupGateway).to(HttpKeyGroupGateway);
};
