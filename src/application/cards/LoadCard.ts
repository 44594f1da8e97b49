import { inject, injectable } from 'inversify';
import { type CardMaster, type CardMasterId } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { CardsGateway } from './ports/CardsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';

/** One card for its edit or registration screen; a failure sends the manager back to the list. */
@injectable()
export class LoadCard {
  constructor(@inject(CardsGateway) private readonly cards: CardsGateway) {}

  async execute(id: CardMasterId): Promise<Outcome<CardMaster>> {
    return fromPortResult(await this.cards.get(id), CARD_MESSAGES.loadFailed);
  }
}
