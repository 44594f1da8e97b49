import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { CardsGateway } from './ports/CardsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';

/** DELETE /pad_cards/{id}: the card shows 'being deleted' until the keypad has forgotten it. */
@injectable()
export class UnassignKeypadCard {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(id: number): Promise<Outcome<void>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    return fromPortResult(await this.cards.unassign(id), CARD_MESSAGES.deleteFailed);
  }
}
