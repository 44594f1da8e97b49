import * as E from 'fp-ts/Either';
import { type CardMaster, type CardMasterId, KEYPAD_CARD_PAGE_SIZE, type KeypadCard } from '../../domain/cards/card';
import { KEYPAD_CARD_MESSAGES } from '../../domain/cards/keypadCardMessages';
import { CREATED_THINGS } from '../../domain/shared/lostAnswer';
import { CardsGateway } from './ports/CardsGateway';
import type { PortError } from '../ports/PortError';
import type { OrganizationId } from '../../domain/shared/ids';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import { readAllPages } from '../shared/CallPool';
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

/** Cards per call of the organization's card list: spec silent on a cap (the CSV context asks the same). */
const CARD_MASTERS_PER_CALL = 1000;

/** A card master is the row's card when it has the row's card name and the row's user name. */
const namesTheRow =
  (card: Pick<KeypadCard, 'name' | 'guestName'>) =>
  (master: CardMaster): boolean =>
    master.name === card.name && master.guestName === card.guestName;

/**
 * ★ The card of a failed keypad card row, for 再登録: the spec's knight_cards row (id, name, guest, period, job status)
 * names no card master, so the card is looked up in the organization's cards with a user (GET card_masters,
 * is_guest_registered true, every page by the one reader) by the row's card name and user name. The rule:
 * - exactly one card has that name and that user's name → it is the row's card (the row shows that card's name and
 *   user; no other card of the organization could show the same);
 * - none, several (two 佐藤 健 each with a 社員証), or a list not read to its end (a total that differs from the rows,
 *   or the page bound) → not guessed: the failure names the card and says to delete it and add it again from
 *   「カードを追加」 (KEYPAD_CARD_MESSAGES.retryUnidentified), and nothing is sent.
 * The organization searched is the page's (the lock screens list the current organization's locks); a keypad of
 * another organization (a bookmark) finds no card of its own there, and the server refuses a card not of its keypad.
 * A read failure is the card failure of the spec ('カードの登録に失敗しました。').
 */
export const cardMasterOf = async (
  cards: CardsGateway,
  organizationId: OrganizationId,
  card: KeypadCard,
): Promise<Outcome<CardMasterId>> => {
  const read = await readAllPages<CardMaster, PortError>((page) =>
    cards.search({ organizationId, page, perPage: CARD_MASTERS_PER_CALL, isGuestRegistered: true }),
  );
  if (E.isLeft(read)) return E.left(fromPort(read.left, KEYPAD_CARD_MESSAGES.registerFailed));
  const unidentified = (why: 'none' | 'several' | 'partial') =>
    E.left(AppErrors.refused(KEYPAD_CARD_MESSAGES.retryUnidentified(card.name, card.guestName, why)));
  if (read.right.mismatch !== null || !read.right.complete) return unidentified('partial');
  const matches = read.right.items.filter(namesTheRow(card));
  const [only] = matches;
  if (only === undefined) return unidentified('none');
  return matches.length === 1 ? E.right(only.id) : unidentified('several');
};

/**
 * A keypad row is the card `cardMasterOf` named: by the id when a row carries one, otherwise by its card name and
 * user name (which named exactly one card of the organization).
 */
export const isRowOf =
  (card: Pick<KeypadCard, 'name' | 'guestName'>, cardMasterId: CardMasterId) =>
  (row: KeypadCard): boolean =>
    row.cardMasterId !== null
      ? row.cardMasterId === cardMasterId
      : row.name === card.name && row.guestName === card.guestName;

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
  if (sent.left._tag === 'CardLimitReached') return E.left(AppErrors.planLimit(KEYPAD_CARD_MESSAGES.limitReached));
  if (!answerMayBeLost(sent.left)) return E.left(AppErrors.refused(KEYPAD_CARD_MESSAGES.resendFailed));
  const looked = await lookUpCreate(lookUp, before);
  if (looked.verdict === 'created') return E.right(undefined);
  // the list cannot tell this card from a look-alike: that is said, not "send again" (which could add it twice)
  return E.left(
    looked.verdict === 'unsure'
      ? lookUpFailureOf(lookUp, looked.verdict)
      : AppErrors.refused(KEYPAD_CARD_MESSAGES.resendFailed),
  );
};
