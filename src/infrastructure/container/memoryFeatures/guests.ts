import type { ContainerModuleLoadOptions } from 'inversify';
import { GuestsGateway } from '../../../application/ports/GuestsGateway';
import { InMemoryGuestsGateway } from '../../memory/guests/InMemoryGuestsGateway';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/guests.ts) loads them in memory mode; the production
 * build leaves the import out.
 */
/** Ports of the guests feature served by the in-memory world. */
export const bindMemoryGuests = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(GuestsGateway).to(InMemoryGuestsGateway);
};
