import type { ContainerModuleLoadOptions } from 'inversify';
import { LogGateway } from '../../../application/ports/LogGateway';
import { InMemoryLogGateway } from '../../memory/logs/InMemoryLogGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the logs feature served by the in-memory world. */
export const bindMemoryLogs = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LogGateway).to(InMemoryLogGateway);
};
