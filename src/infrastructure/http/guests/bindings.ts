import type { ContainerModuleLoadOptions } from 'inversify';
import { GuestsGateway } from '../../../application/guests/ports/GuestsGateway';
import { HttpGuestsGateway } from './HttpGuestsGateway';

/** Ports of the guests feature served by the real API. */
export const bindHttpGuests = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(GuestsGateway).to(HttpGuestsGateway);
};
