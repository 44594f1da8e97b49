import type { ContainerModuleLoadOptions } from 'inversify';
import { CardsGateway } from '../../../application/cards/ports/CardsGateway';
import type { FeatureWorld } from '../world/FeatureWorld';
import { cardsHandlers } from './handlers';
import { InMemoryCardsGateway } from './InMemoryCardsGateway';
import { cardsSlice } from './slice';

/** The cards feature's part of the demo world: its slice and the handlers of its endpoints. */
export const cardsWorld: FeatureWorld = { slice: cardsSlice, handlers: cardsHandlers };

/** Ports of the cards feature served by the in-memory world (memory mode). */
export const bindMemoryCards = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(CardsGateway).to(InMemoryCardsGateway);
};
