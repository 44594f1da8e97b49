import type { ContainerModuleLoadOptions } from 'inversify';
import { LogGateway } from '../../../application/logs/ports/LogGateway';
import { HttpLogGateway } from './HttpLogGateway';

/** Ports of the logs feature served by the real API. */
export const bindHttpLogs = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LogGateway).to(HttpLogGateway);
};
