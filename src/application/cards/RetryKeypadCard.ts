import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeypadCard } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { CardsGateway } from '../ports/CardsGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { assignAgain } from './keypadCardAgain';

/**
 * ★ A failed card registration again with the same card and period: delete it, then add it. When the
 * delete went through and the add did not, the failure says so (CARD_MESSAGES.resendFailed) and the
 * screen keeps the card for ResendKeypadCard.
 */
@injectable()
export class RetryKeypadCard {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(keypadId: number, card: KeypadCard): Promise<Outcome<void>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    // a spec-shaped row has no card master id (devices-access §3): the card cannot be added again from it
    const { cardMasterId } = card;
    if (cardMasterId === null) return E.left(AppErrors.refused(CARD_MESSAGES.registerFailed));
    const removed = fromPortResult(await this.cards.unassign(card.id), CARD_MESSAGES.registerFailed);
    if (E.isLeft(removed)) return removed;
    return assignAgain(this.cards, keypadId, { ...card, cardMasterId });
  }
}
