import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeypadCard } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { CardsGateway } from '../ports/CardsGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { answerMayBeLost, findInPages } from '../shared/lostAnswer';
import type { PortError } from '../ports/PortError';
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

const CARD_PAGE = 30;

/** POST /pad_cards/ again with the failed card's card and period; a lost answer is settled by the keypad's lists. */
const assignAgain = async (
  cards: CardsGateway,
  keypadId: number,
  card: KeypadCard & { readonly cardMasterId: number },
): Promise<Outcome<void>> => {
  const sent = await cards.assign(keypadId, [
    { cardMasterId: card.cardMasterId, from: card.timeFrom, to: card.timeTill },
  ]);
  if (E.isRight(sent)) return sent;
  if (sent.left._tag === 'CardLimitReached') return E.left(AppErrors.planLimit(CARD_MESSAGES.limitReached));
  if (!answerMayBeLost(sent.left)) return E.left(AppErrors.refused(CARD_MESSAGES.resendFailed));
  const found = await findCardOnKeypad(cards, keypadId, card.cardMasterId);
  return E.isRight(found) && found.right !== null
    ? E.right(undefined)
    : E.left(AppErrors.refused(CARD_MESSAGES.resendFailed));
};

/** The keypad's card (registered or registering) made from this card master, or null. */
const findCardOnKeypad = async (
  cards: CardsGateway,
  keypadId: number,
  cardMasterId: number,
): Promise<E.Either<PortError, KeypadCard | null>> => {
  for (const isRegistered of [false, true]) {
    const found = await findInPages(
      (page) => cards.keypadCards({ keypadId, page, perPage: CARD_PAGE, isRegistered }),
      CARD_PAGE,
      (c) => c.cardMasterId === cardMasterId && c.registrationJobStatus !== 'failed',
    );
    if (E.isLeft(found) || found.right !== null) return found;
  }
  return E.right(null);
};

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
    const { cardMasterId } = card;
    if (cardMasterId === null) return E.left({ kind: 'Refused', message: CARD_MESSAGES.registerFailed });
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const removed = fromPortResult(await this.cards.unassign(card.id), CARD_MESSAGES.registerFailed);
    if (E.isLeft(removed)) return removed;
    return assignAgain(this.cards, keypadId, { ...card, cardMasterId });
  }
}

/** The kept card of a retry whose delete went through, added again; nothing is sent when the keypad already holds it. */
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
    if (cardMasterId === null) return E.left({ kind: 'Refused', message: CARD_MESSAGES.registerFailed });
    const there = await findCardOnKeypad(this.cards, keypadId, cardMasterId);
    if (E.isLeft(there)) return fromPortResult(there, CARD_MESSAGES.registerFailed);
    if (there.right !== null) return E.right(undefined);
    return assignAgain(this.cards, keypadId, { ...card, cardMasterId });
  }
}
