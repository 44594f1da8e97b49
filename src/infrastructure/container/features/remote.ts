import type { ContainerModuleLoadOptions } from 'inversify';
import { RemoteJobGateway } from '../../../application/ports/RemoteJobGateway';
import { Scheduler } from '../../../application/ports/Scheduler';
import { TimerScheduler } from '../../browser/TimerScheduler';
import { HttpRemoteJobGateway } from '../../http/remote/HttpRemoteJobGateway';

/** Ports of the remote feature served by the real API. */
export const bindHttpRemote = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(RemoteJobGateway).to(HttpRemoteJobGateway);
  bind(Scheduler).to(TimerScheduler).inSingletonScope();
};
