import type { ContainerModuleLoadOptions } from 'inversify';
import { CardsGateway } from '../../../application/ports/CardsGateway';
import { InMemoryCardsGateway } from '../../memory/cards/InMemoryCardsGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the cards feature served by the in-memory world. */
export const bindMemoryCards = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(CardsGateway).to(InMemoryCardsGateway);
};
