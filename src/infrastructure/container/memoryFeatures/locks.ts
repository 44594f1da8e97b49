import type { ContainerModuleLoadOptions } from 'inversify';
import { memoryCallsOf } from '../../memory/memoryCallsOf';
import { KeyGroupGateway } from '../../../application/ports/KeyGroupGateway';
import { LockGateway } from '../../../application/ports/LockGateway';
import { PreferenceStore } from '../../../application/ports/PreferenceStore';
import { LocalStoragePreferenceStore } from '../../browser/LocalStoragePreferenceStore';
import { InMemoryKeyGroupGateway } from '../../memory/locks/InMemoryKeyGroupGateway';
import { InMemoryLockGateway } from '../../memory/locks/InMemoryLockGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the locks feature served by the in-memory world. */
export const bindMemoryLocks = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LockGateway).toDynamicValue((ctx) => new InMemoryLockGateway(memoryCallsOf(ctx)));
  bind(KeyGroupGateway).toDynamicValue((ctx) => new InMemoryKeyGroupGateway(memoryCallsOf(ctx)));
  bind(PreferenceStore).toDynamicValue(() => new LocalStoragePreferenceStore()).inSingletonScope();
};
