import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KnightCard } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { CardsGateway } from '../ports/CardsGateway';
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

/** ★ A failed card registration again with the same card and period: delete it, then add it. */
@injectable()
export class RetryKeypadCard {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(knightId: number, card: KnightCard): Promise<Outcome<void>> {
    if (card.cardMasterId === null) return E.left({ kind: 'Refused', message: CARD_MESSAGES.registerFailed });
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const removed = fromPortResult(await this.cards.unassign(card.id), CARD_MESSAGES.registerFailed);
    if (E.isLeft(removed)) return removed;
    const sent = await this.cards.assign(knightId, [{ cardMasterId: card.cardMasterId, from: card.timeFrom, to: card.timeTill }]);
    if (E.isRight(sent)) return sent;
    return E.left({ kind: sent.left._tag === 'CardLimitReached' ? 'PlanLimit' : 'Refused', message: sent.left._tag === 'CardLimitReached' ? CARD_MESSAGES.limitReached : CARD_MESSAGES.registerFailed });
  }
}
