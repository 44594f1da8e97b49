import type { ContainerModuleLoadOptions } from 'inversify';
import { LogGateway } from '../../../application/logs/ports/LogGateway';
import type { FeatureWorld } from '../world/FeatureWorld';
import { logsHandlers } from './handlers';
import { InMemoryLogGateway } from './InMemoryLogGateway';
import { logsSlice } from './slice';

/** The logs feature's part of the demo world: its slice and the handlers of its endpoints. */
export const logsWorld: FeatureWorld = { slice: logsSlice, handlers: logsHandlers };

/** Ports of the logs feature served by the in-memory world (memory mode). */
export const bindMemoryLogs = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(LogGateway).to(InMemoryLogGateway);
};
