import type { ContainerModuleLoadOptions } from 'inversify';
import { PinsGateway } from '../../../application/ports/PinsGateway';
import { InMemoryPinsGateway } from '../../memory/pins/InMemoryPinsGateway';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/pins.ts) loads them in memory mode; the production build
 * leaves the import out.
 */
/** Ports of the pins feature served by the in-memory world. */
export const bindMemoryPins = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(PinsGateway).to(InMemoryPinsGateway);
};
