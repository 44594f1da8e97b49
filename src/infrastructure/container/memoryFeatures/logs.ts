import type { ContainerModuleLoadOptions } from 'inversify';
import { GuestDirectory } from '../../../application/ports/GuestDirectory';
import { LogGateway } from '../../../application/ports/LogGateway';
import { InMemoryGuestDirectory } from '../../memory/logs/InMemoryGuestDirectory';
import { InMemoryLogGateway } from '../../memory/logs/InMemoryLogGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the logs feature served by the in-memory world. */
export const bindMemoryLogs = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LogGateway).to(InMemoryLogGateway);
  bind(GuestDirectory).to(InMemoryGuestDirectory);
};
