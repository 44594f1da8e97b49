import type { ContainerModuleLoadOptions } from 'inversify';
import { memoryCallsOf } from '../../memory/memoryCallsOf';
import { GuestDirectory } from '../../../application/ports/GuestDirectory';
import { LogGateway } from '../../../application/ports/LogGateway';
import { HttpGuestDirectory } from '../../http/logs/HttpGuestDirectory';
import { HttpLogGateway } from '../../http/logs/HttpLogGateway';
import { InMemoryGuestDirectory } from '../../memory/logs/InMemoryGuestDirectory';
import { InMemoryLogGateway } from '../../memory/logs/InMemoryLogGateway';

/** Ports of the logs feature served by the real API. */
export const bindHttpLogs = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LogGateway).to(HttpLogGateway);
  bind(GuestDirectory).to(HttpGuestDirectory);
};

/** Ports of the logs feature served by the in-memory world (dynamic values: this file is in the production bundle's import graph). */
export const bindMemoryLogs = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LogGateway).toDynamicValue((ctx) => new InMemoryLogGateway(memoryCallsOf(ctx)));
  bind(GuestDirectory).toDynamicValue((ctx) => new InMemoryGuestDirectory(memoryCallsOf(ctx)));
};
