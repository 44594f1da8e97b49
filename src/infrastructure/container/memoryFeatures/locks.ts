import type { ContainerModuleLoadOptions } from 'inversify';
import { KeyGroupGateway } from '../../../application/ports/KeyGroupGateway';
import { LockGateway } from '../../../application/ports/LockGateway';
import { InMemoryKeyGroupGateway } from '../../memory/locks/InMemoryKeyGroupGateway';
import { InMemoryLockGateway } from '../../memory/locks/InMemoryLockGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the locks feature served by the in-memory world. */
export const bindMemoryLocks = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LockGateway).to(InMemoryLockGateway);
  bind(KeyGroupGateway).to(InMemoryKeyGroupGateway);
};
