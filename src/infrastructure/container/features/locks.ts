import type { ContainerModuleLoadOptions } from 'inversify';
import { memoryCallsOf } from '../../memory/memoryCallsOf';
import { KeyGroupGateway } from '../../../application/ports/KeyGroupGateway';
import { LockGateway } from '../../../application/ports/LockGateway';
import { PreferenceStore } from '../../../application/ports/PreferenceStore';
import { LocalStoragePreferenceStore } from '../../browser/LocalStoragePreferenceStore';
import { HttpKeyGroupGateway } from '../../http/locks/HttpKeyGroupGateway';
import { HttpLockGateway } from '../../http/locks/HttpLockGateway';
import { InMemoryKeyGroupGateway } from '../../memory/locks/InMemoryKeyGroupGateway';
import { InMemoryLockGateway } from '../../memory/locks/InMemoryLockGateway';

/** Ports of the locks feature served by the real API. */
export const bindHttpLocks = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LockGateway).to(HttpLockGateway);
  bind(KeyGroupGateway).to(HttpKeyGroupGateway);
  bind(PreferenceStore).toDynamicValue(() => new LocalStoragePreferenceStore()).inSingletonScope();
};

/** Ports of the locks feature served by the in-memory world (dynamic values: this file is in the production bundle's import graph). */
export const bindMemoryLocks = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LockGateway).toDynamicValue((ctx) => new InMemoryLockGateway(memoryCallsOf(ctx)));
  bind(KeyGroupGateway).toDynamicValue((ctx) => new InMemoryKeyGroupGateway(memoryCallsOf(ctx)));
  bind(PreferenceStore).toDynamicValue(() => new LocalStoragePreferenceStore()).inSingletonScope();
};
