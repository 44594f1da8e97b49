import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { isBeingDeleted, type KeypadCard } from '../../domain/cards/card';
import { hasRegistrationFailed } from '../../domain/keypads/registration';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { CardsGateway } from '../ports/CardsGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { assignAgain, everyKeypadCardOf } from './keypadCardAgain';

/**
 * The kept card of a retry whose delete went through, added again; nothing is sent when the keypad already holds it
 * in another row that is neither failed nor being deleted.
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
    const listed = await everyKeypadCardOf(this.cards, keypadId);
    if (E.isLeft(listed)) return fromPortResult(listed, CARD_MESSAGES.registerFailed);
    // the failed row itself may be listed until its deletion is reflected (devices-access §4): it never counts
    const holds = listed.right.some(
      (row) =>
        row.id !== card.id && row.cardMasterId === cardMasterId && !hasRegistrationFailed(row) && !isBeingDeleted(row),
    );
    if (holds) return E.right(undefined);
    return assignAgain(this.cards, keypadId, { ...card, cardMasterId });
  }
}
