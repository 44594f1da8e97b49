import type { ContainerModuleLoadOptions } from 'inversify';
import { PinsGateway } from '../../../application/pins/ports/PinsGateway';
import type { FeatureWorld } from '../world/FeatureWorld';
import { pinsHandlers } from './handlers';
import { InMemoryPinsGateway } from './InMemoryPinsGateway';
import { pinsSlice } from './slice';

/** The PINs feature's part of the demo world: its slice and the handlers of its endpoints. */
export const pinsWorld: FeatureWorld = { slice: pinsSlice, handlers: pinsHandlers };

/** Ports of the pins feature served by the in-memory world (memory mode). */
export const bindMemoryPins = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(PinsGateway).to(InMemoryPinsGateway);
};
