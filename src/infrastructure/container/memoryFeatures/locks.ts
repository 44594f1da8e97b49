import type { ContainerModuleLoadOptions } from 'inversify';
import { KeyGroupGateway } from '../../../application/ports/KeyGroupGateway';
import { LockGateway } from '../../../application/ports/LockGateway';
import { InMemoryKeyGroupGateway } from '../../memory/locks/InMemoryKeyGroupGateway';
import { InMemoryLockGateway } from '../../memory/locks/InMemoryLockGateway';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/locks.ts) loads them in memory mode; the production
 * build leaves the import out.
 */
/** Ports of the locks feature served by the in-memory world. */
export const bindMemoryLocks = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LockGateway).to(InMemoryLockGateway);
  bind(KeyGroupGateway).to(InMemoryKeyGroupGateway);
};
