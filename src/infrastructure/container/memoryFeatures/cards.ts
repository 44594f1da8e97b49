import type { ContainerModuleLoadOptions } from 'inversify';
import { CardsGateway } from '../../../application/ports/CardsGateway';
import { InMemoryCardsGateway } from '../../memory/cards/InMemoryCardsGateway';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/cards.ts) loads them in memory mode; the production
 * build leaves the import out.
 */
/** Ports of the cards feature served by the in-memory world. */
export const bindMemoryCards = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(CardsGateway).to(InMemoryCardsGateway);
};
