import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeypadCard } from '../../domain/cards/card';
import { KEYPAD_CARD_MESSAGES } from '../../domain/cards/keypadCardMessages';
import { CardsGateway } from './ports/CardsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { assignAgain, cardMasterOf } from './keypadCardAgain';

/**
 * ★ A failed card registration again with the same card and period: the card is named from the organization's cards
 * first (the spec's row names none: the rule is cardMasterOf's; not named → nothing is sent), then the failed row is
 * deleted and the card added. When the delete went through and the add did not, the failure says so
 * (KEYPAD_CARD_MESSAGES.resendFailed) and the screen keeps the card for ResendKeypadCard.
 */
@injectable()
export class RetryKeypadCard {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(keypadId: number, card: KeypadCard): Promise<Outcome<void>> {
    return this.organization.run(async (organizationId) => {
      const named = await cardMasterOf(this.cards, organizationId, card);
      if (E.isLeft(named)) return named;
      const removed = fromPortResult(await this.cards.unassign(card.id), KEYPAD_CARD_MESSAGES.registerFailed);
      if (E.isLeft(removed)) return removed;
      return assignAgain(this.cards, keypadId, { ...card, cardMasterId: named.right });
    });
  }
}
