import type { ContainerModuleLoadOptions } from 'inversify';
import { CardsGateway } from '../../../application/cards/ports/CardsGateway';
import { HttpCardsGateway } from './HttpCardsGateway';

/** Ports of the cards feature served by the real API. */
export const bindHttpCards = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(CardsGateway).to(HttpCardsGateway);
};
