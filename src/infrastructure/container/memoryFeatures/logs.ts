import type { ContainerModuleLoadOptions } from 'inversify';
import { LogGateway } from '../../../application/ports/LogGateway';
import { InMemoryLogGateway } from '../../memory/logs/InMemoryLogGateway';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/logs.ts) loads them in memory mode; the production build
 * leaves the import out.
 */
/** Ports of the logs feature served by the in-memory world. */
export const bindMemoryLogs = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LogGateway).to(InMemoryLogGateway);
};
