import type { ContainerModuleLoadOptions } from 'inversify';
import { GuestsGateway } from '../../../application/ports/GuestsGateway';
import { HttpGuestsGateway } from '../../http/guests/HttpGuestsGateway';
import { InMemoryGuestsGateway } from '../../memory/guests/InMemoryGuestsGateway';

/** Ports of the guests feature served by the real API. */
export const bindHttpGuests = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(GuestsGateway).to(HttpGuestsGateway);
};

/** Ports of the guests feature served by the in-memory world. */
export const bindMemoryGuests = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(GuestsGateway).to(InMemoryGuestsGateway);
};
