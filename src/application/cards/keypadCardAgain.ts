import * as E from 'fp-ts/Either';
import { KEYPAD_CARD_PAGE_SIZE, type KeypadCard } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { CREATED_THINGS } from '../../domain/shared/lostAnswer';
import { CardsGateway } from '../ports/CardsGateway';
import type { PortError } from '../ports/PortError';
import { AppErrors, type Outcome } from '../shared/AppError';
import {
  answerMayBeLost,
  type CreateLookUp,
  everyItemOf,
  type Likeness,
  lookUpCreate,
  lookUpFailureOf,
  noteExisting,
} from '../shared/lostAnswer';

/** Every card row of the keypad, registering (failed jobs included) and registered: both tabs of GET knight_cards. */
export const everyKeypadCardOf = async (
  cards: CardsGateway,
  keypadId: number,
): Promise<E.Either<PortError, ReadonlyArray<KeypadCard>>> => {
  const rows: KeypadCard[] = [];
  for (const isRegistered of [false, true]) {
    const tab = await everyItemOf((page) =>
      cards.keypadCards({ keypadId, page, perPage: KEYPAD_CARD_PAGE_SIZE, isRegistered }),
    );
    if (E.isLeft(tab)) return tab;
    rows.push(...tab.right);
  }
  return E.right(rows);
};

const sameInstant = (a: string | null, b: string | null): boolean =>
  a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);

/**
 * A row is this card when it carries the card id; the spec's row (id, name, guest, period, job status) carries none,
 * so a row with the card's name, user and period is only `unsure`: another card of that name of the same person
 * cannot be told apart.
 */
const likenessTo =
  (card: KeypadCard & { readonly cardMasterId: number }) =>
  (row: KeypadCard): Likeness => {
    if (row.cardMasterId !== null) return row.cardMasterId === card.cardMasterId ? 'same' : 'other';
    const alike =
      row.name === card.name &&
      row.guestName === card.guestName &&
      sameInstant(row.timeFrom, card.timeFrom) &&
      sameInstant(row.timeTill, card.timeTill);
    return alike ? 'unsure' : 'other';
  };

/** POST /pad_cards/ again with the failed card's card and period; a lost answer is settled by the keypad's lists. */
export const assignAgain = async (
  cards: CardsGateway,
  keypadId: number,
  card: KeypadCard & { readonly cardMasterId: number },
): Promise<Outcome<void>> => {
  const lookUp: CreateLookUp<KeypadCard> = {
    thing: CREATED_THINGS.card,
    read: () => everyKeypadCardOf(cards, keypadId),
    idOf: (row) => row.id,
    likeness: likenessTo(card),
    where: '「登録中」タブ',
  };
  // the failed card a retry replaces may be listed until its deletion is reflected (devices-access §4): noted here,
  // it never counts as the new one
  const before = await noteExisting(lookUp);
  const sent = await cards.assign(keypadId, [
    { cardMasterId: card.cardMasterId, from: card.timeFrom, to: card.timeTill },
  ]);
  if (E.isRight(sent)) return sent;
  if (sent.left._tag === 'CardLimitReached') return E.left(AppErrors.planLimit(CARD_MESSAGES.limitReached));
  if (!answerMayBeLost(sent.left)) return E.left(AppErrors.refused(CARD_MESSAGES.resendFailed));
  const looked = await lookUpCreate(lookUp, before);
  if (looked.verdict === 'created') return E.right(undefined);
  // the list cannot tell this card from a look-alike: that is said, not "send again" (which could add it twice)
  return E.left(
    looked.verdict === 'unsure'
      ? lookUpFailureOf(lookUp, looked.verdict)
      : AppErrors.refused(CARD_MESSAGES.resendFailed),
  );
};
