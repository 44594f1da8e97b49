import type { ContainerModuleLoadOptions } from 'inversify';
import { KeyGroupGateway } from '../../../application/locks/ports/KeyGroupGateway';
import { LockListHeadStart } from '../../../application/locks/LockListHeadStart';
import { LockGateway } from '../../../application/locks/ports/LockGateway';
import type { FeatureWorld } from '../world/FeatureWorld';
import { locksHandlers } from './handlers';
import { InMemoryKeyGroupGateway } from './InMemoryKeyGroupGateway';
import { InMemoryLockGateway } from './InMemoryLockGateway';
import { locksSlice } from './slice';

/** The locks feature's part of the demo world: its slice and the handlers of its endpoints. */
export const locksWorld: FeatureWorld = { slice: locksSlice, handlers: locksHandlers };

/** Ports of the locks feature served by the in-memory world (memory mode). */
export const bindMemoryLocks = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LockGateway).to(InMemoryLockGateway);
  // one for the page: the router's start of the list and the screen's first read meet in it
  bind(LockListHeadStart).toSelf().inSingletonScope();
  bind(KeyGroupGateway).to(InMemoryKeyGroupGateway);
};
