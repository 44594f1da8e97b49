import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { type CardMasterId } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { CardsGateway } from '../ports/CardsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

/**
 * Deleting from the organization: a card on a keypad is refused and the modal lists the
 * keypads (Conflict with items); other failures are the 削除に失敗しました。 toast.
 */
@injectable()
export class DeleteOrganizationCard {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(id: CardMasterId): Promise<Outcome<void>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const result = await this.cards.remove(id);
    if (E.isRight(result)) return result;
    const error = result.left;
    if (error._tag === 'CardOnKeypads') return E.left(AppErrors.conflict(CARD_MESSAGES.deleteBlocked, error.errors));
    return E.left(fromPort(error, CARD_MESSAGES.deleteFailed));
  }
}
