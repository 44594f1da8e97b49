import type { ContainerModuleLoadOptions } from 'inversify';
import { memoryCallsOf } from '../../memory/memoryCallsOf';
import { RemoteJobGateway } from '../../../application/ports/RemoteJobGateway';
import { Scheduler } from '../../../application/ports/Scheduler';
import { TimerScheduler } from '../../browser/TimerScheduler';
import { HttpRemoteJobGateway } from '../../http/remote/HttpRemoteJobGateway';
import { InMemoryRemoteJobGateway } from '../../memory/remote/InMemoryRemoteJobGateway';

/** Ports of the remote feature served by the real API. */
export const bindHttpRemote = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(RemoteJobGateway).to(HttpRemoteJobGateway);
  bind(Scheduler).to(TimerScheduler).inSingletonScope();
};

/** Ports of the remote feature served by the in-memory world (dynamic values: this file is in the production bundle's import graph). */
export const bindMemoryRemote = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(RemoteJobGateway).toDynamicValue((ctx) => new InMemoryRemoteJobGateway(memoryCallsOf(ctx)));
  bind(Scheduler).to(TimerScheduler).inSingletonScope();
};
