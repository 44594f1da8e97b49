import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeypadCard } from '../../domain/cards/card';
import { KEYPAD_CARD_MESSAGES } from '../../domain/cards/keypadCardMessages';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { hasRegistrationFailed } from '../../domain/keypads/registration';
import { type Pin, PIN_HARD_LIMIT_PAGE } from '../../domain/pins/pin';
import { CardsGateway } from '../cards/ports/CardsGateway';
import { PinsGateway } from '../pins/ports/PinsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { readAllPages } from '../shared/CallPool';

/** ★ What is still on its way to one keypad, and what failed and can be retried. */
export interface RegistrationStatus {
  readonly pinsRegistering: number;
  readonly cardsRegistering: number;
  readonly failedPins: ReadonlyArray<Pin>;
  readonly failedCards: ReadonlyArray<KeypadCard>;
}

export const isSettled = (status: RegistrationStatus): boolean =>
  status.pinsRegistering === 0 && status.cardsRegistering === 0;

/** Two calls: the registering tab of PINs and of cards (failed jobs sit there too). */
@injectable()
export class LoadRegistrationStatus {
  constructor(
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(CardsGateway) private readonly cards: CardsGateway,
  ) {}

  async execute(keypadId: number): Promise<Outcome<RegistrationStatus>> {
    // every page of both registering tabs (the server's page size, not the one asked for)
    const [pins, cards] = await Promise.all([
      readAllPages((page) => this.pins.list({ keypadId, page, perPage: PIN_HARD_LIMIT_PAGE, isRegistered: false })),
      readAllPages((page) =>
        this.cards.keypadCards({ keypadId, page, perPage: PIN_HARD_LIMIT_PAGE, isRegistered: false }),
      ),
    ]);
    const pinList = fromPortResult(pins, PIN_MESSAGES.loadFailed);
    if (E.isLeft(pinList)) return pinList;
    const cardList = fromPortResult(cards, KEYPAD_CARD_MESSAGES.listFailed);
    if (E.isLeft(cardList)) return cardList;
    const failedPins = pinList.right.items.filter(hasRegistrationFailed);
    const failedCards = cardList.right.items.filter(hasRegistrationFailed);
    return E.right({
      pinsRegistering: pinList.right.items.length - failedPins.length,
      cardsRegistering: cardList.right.items.length - failedCards.length,
      failedPins,
      failedCards,
    });
  }
}
