import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { isBeingDeleted, type KeypadCard } from '../../domain/cards/card';
import { hasRegistrationFailed } from '../../domain/keypads/registration';
import { KEYPAD_CARD_MESSAGES } from '../../domain/cards/keypadCardMessages';
import { CardsGateway } from './ports/CardsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { assignAgain, cardMasterOf, everyKeypadCardOf, isRowOf } from './keypadCardAgain';

/**
 * The kept card of a retry whose delete went through, added again (named by cardMasterOf's rule, as the retry did);
 * nothing is sent when the keypad already holds it in another row that is neither failed nor being deleted.
 */
@injectable()
export class ResendKeypadCard {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(keypadId: number, card: KeypadCard): Promise<Outcome<void>> {
    return this.organization.run(async (organizationId) => {
      const named = await cardMasterOf(this.cards, organizationId, card);
      if (E.isLeft(named)) return named;
      const cardMasterId = named.right;
      const listed = await everyKeypadCardOf(this.cards, keypadId);
      if (E.isLeft(listed)) return fromPortResult(listed, KEYPAD_CARD_MESSAGES.registerFailed);
      // the failed row itself may be listed until its deletion is reflected (devices-access §4): it never counts
      const holds = listed.right.some(
        (row) =>
          row.id !== card.id && isRowOf(card, cardMasterId)(row) && !hasRegistrationFailed(row) && !isBeingDeleted(row),
      );
      if (holds) return E.right(undefined);
      return assignAgain(this.cards, keypadId, { ...card, cardMasterId });
    });
  }
}
