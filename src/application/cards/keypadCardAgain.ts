import * as E from 'fp-ts/Either';
import type { KeypadCard } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { CardsGateway } from '../ports/CardsGateway';
import { AppErrors, type Outcome } from '../shared/AppError';
import { answerMayBeLost, findInPages } from '../shared/lostAnswer';
import type { PortError } from '../ports/PortError';

/** The keypad card list's page (devices-access §9), read when a lost answer is looked up. */
const CARD_PAGE = 30;

/** POST /pad_cards/ again with the failed card's card and period; a lost answer is settled by the keypad's lists. */
export const assignAgain = async (
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
export const findCardOnKeypad = async (
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
