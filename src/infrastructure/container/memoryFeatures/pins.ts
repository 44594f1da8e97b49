import type { ContainerModuleLoadOptions } from 'inversify';
import { PinsGateway } from '../../../application/ports/PinsGateway';
import { InMemoryPinsGateway } from '../../memory/pins/InMemoryPinsGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the pins feature served by the in-memory world. */
export const bindMemoryPins = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(PinsGateway).to(InMemoryPinsGateway);
};
