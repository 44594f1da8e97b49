import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { type CardMaster, CARDS_FOR_REGISTER_PAGE_SIZE } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { CardsGateway } from './ports/CardsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { readAllPages } from '../shared/CallPool';

export interface CardsForRegister {
  readonly cards: ReadonlyArray<CardMaster>;
  readonly total: number;
  /** Cards on the keypad, registering ones included (the 1000 limit). */
  readonly onKeypad: number;
}

/** cards-new: the cards that can go on this keypad, and how many it already holds. */
@injectable()
export class LoadCardsForRegister {
  constructor(@inject(CardsGateway) private readonly cards: CardsGateway) {}

  async execute(keypadId: number): Promise<Outcome<CardsForRegister>> {
    const [candidates, onKeypad] = await Promise.all([
      // every page: the picker lists every card that can go on the keypad (the server's page size decides)
      readAllPages((page) => this.cards.forRegister(keypadId, page, CARDS_FOR_REGISTER_PAGE_SIZE)),
      this.cards.keypadCards({ keypadId, page: 1, perPage: 1, isRegistered: true }),
    ]);
    const list = fromPortResult(candidates, CARD_MESSAGES.listFailed);
    if (E.isLeft(list)) return list;
    const held = fromPortResult(onKeypad, CARD_MESSAGES.listFailed);
    if (E.isLeft(held)) return held;
    return E.right({
      cards: list.right.items,
      total: list.right.items.length,
      onKeypad: held.right.totalWithRegistering,
    });
  }
}
