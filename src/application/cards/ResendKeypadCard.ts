import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeypadCard } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { CardsGateway } from '../ports/CardsGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { assignAgain, findCardOnKeypad } from './keypadCardAgain';

/**
 * The kept card of a retry whose delete went through, added again; nothing is sent when the keypad already holds it.
 */
@injectable()
export class ResendKeypadCard {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(keypadId: number, card: KeypadCard): Promise<Outcome<void>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const { cardMasterId } = card;
    if (cardMasterId === null) return E.left(AppErrors.refused(CARD_MESSAGES.registerFailed));
    const there = await findCardOnKeypad(this.cards, keypadId, cardMasterId);
    if (E.isLeft(there)) return fromPortResult(there, CARD_MESSAGES.registerFailed);
    if (there.right !== null) return E.right(undefined);
    return assignAgain(this.cards, keypadId, { ...card, cardMasterId });
  }
}
