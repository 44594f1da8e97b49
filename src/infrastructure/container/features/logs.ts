import type { ContainerModuleLoadOptions } from 'inversify';
import { GuestDirectory } from '../../../application/ports/GuestDirectory';
import { LogGateway } from '../../../application/ports/LogGateway';
import { HttpGuestDirectory } from '../../http/logs/HttpGuestDirectory';
import { HttpLogGateway } from '../../http/logs/HttpLogGateway';

/** Ports of the logs feature served by the real API. */
export const bindHttpLogs = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LogGateway).to(HttpLogGateway);
  bind(GuestDirectory).to(HttpGuestDirectory);
};
