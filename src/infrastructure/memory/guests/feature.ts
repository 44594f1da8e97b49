import type { ContainerModuleLoadOptions } from 'inversify';
import { GuestsGateway } from '../../../application/guests/ports/GuestsGateway';
import type { FeatureWorld } from '../world/FeatureWorld';
import { guestsHandlers } from './handlers';
import { InMemoryGuestsGateway } from './InMemoryGuestsGateway';
import { guestsSlice } from './slice';

/** The guests feature's part of the demo world: its slice and the handlers of its endpoints. */
export const guestsWorld: FeatureWorld = { slice: guestsSlice, handlers: guestsHandlers };

/** Ports of the guests feature served by the in-memory world (memory mode). */
export const bindMemoryGuests = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(GuestsGateway).to(InMemoryGuestsGateway);
};
