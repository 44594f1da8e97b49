import type { ContainerModuleLoadOptions } from 'inversify';
import { PinsGateway } from '../../../application/pins/ports/PinsGateway';
import { HttpPinsGateway } from './HttpPinsGateway';

/** Ports of the pins feature served by the real API. */
export const bindHttpPins = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(PinsGateway).to(HttpPinsGateway);
};
