import type { ContainerModuleLoadOptions } from 'inversify';
import { GuestsGateway } from '../../../application/ports/GuestsGateway';
import { InMemoryGuestsGateway } from '../../memory/guests/InMemoryGuestsGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the guests feature served by the in-memory world. */
export const bindMemoryGuests = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(GuestsGateway).to(InMemoryGuestsGateway);
};
