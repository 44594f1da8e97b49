import { registrationBadgeOf, type RegistrationBadge, type RegistrationJobStatus } from '../keypads/registration';

export type CardMasterId = number;
export type KeypadCardId = number;

/** A card of the organization (card master, devices-access §3). */
export interface CardMaster {
  readonly id: CardMasterId;
  readonly name: string;
  readonly guestId: number | null;
  readonly guestName: string | null;
  readonly createdAt: string;
}

/** A card registered (or being registered) on a keypad. */
export interface KeypadCard {
  readonly id: KeypadCardId;
  readonly name: string;
  /** Null while the card is being deleted from the keypad. */
  readonly guestName: string | null;
  readonly timeFrom: string | null;
  readonly timeTill: string | null;
  readonly registrationJobStatus: RegistrationJobStatus;
  /**
   * Not in the spec's row (devices-access §3): always null from a spec-shaped server, so a keypad card cannot be tied
   * to its card master by id (a failed one is retried through its card name and user: application/cards/keypadCardAgain
   * cardMasterOf; it is never deleted as someone's card).
   */
  readonly cardMasterId: CardMasterId | null;
}

export interface KeypadCardList {
  readonly items: ReadonlyArray<KeypadCard>;
  readonly total: number;
  readonly totalWithRegistering: number;
}

export const CARD_NAME_MAX = 10;
export const CARDS_PER_ACTION_MIN = 1;
export const CARDS_PER_ACTION_MAX = 5;
/** Cards per keypad (devices-access §9). */
export const KEYPAD_CARD_LIMIT = 1000;
export const KEYPAD_CARD_PAGE_SIZE = 30;
/** The organization's card list: the spec does not give its page size; 20 fits two screens on a phone. */
export const ORGANIZATION_CARD_PAGE_SIZE = 20;
/**
 * For the picker of cards-new (GET card_masters/for_register): spec silent; one page is enough for most organizations.
 */
export const CARDS_FOR_REGISTER_PAGE_SIZE = 100;
/** The wait after adding cards before 'registration complete' (devices-access §4). */
export const CARD_REGISTRATION_WAIT_MS = 5000;

export const hasUser = (card: Pick<CardMaster, 'guestId'>): boolean => card.guestId !== null;

/** A keypad card whose guest is null is being deleted (devices-access §2). */
export const isBeingDeleted = (card: Pick<KeypadCard, 'guestName'>): boolean => card.guestName === null;

/** A keypad card's status column: being deleted before anything its registration job says. */
export const keypadCardBadgeOf = (card: KeypadCard): 'being-deleted' | RegistrationBadge =>
  isBeingDeleted(card) ? 'being-deleted' : registrationBadgeOf(card);

/** How a card is set: a user registered for a card without one, an edit of one with a user (devices-access §2). */
export type CardSetting = 'registration' | 'edit';

/** Which setting a card takes (devices-access §2, redirects: the screen of the other one sends it here). */
export const settingOf = (card: Pick<CardMaster, 'guestId'>): CardSetting => (hasUser(card) ? 'edit' : 'registration');

/** Whether adding `adding` cards keeps the keypad within 1000 (registering ones count). */
export const fitsKeypad = (list: Pick<KeypadCardList, 'totalWithRegistering'>, adding: number): boolean =>
  list.totalWithRegistering + adding <= KEYPAD_CARD_LIMIT;

export type OrganizationCardsTab = 'with-user' | 'without-user';
