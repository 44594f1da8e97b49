import { type FieldErrors, type Validator, firstError, maxLength, required, validateRecord } from '../shared/validation';
import { CARD_NAME_MAX, CARDS_PER_ACTION_MAX, CARDS_PER_ACTION_MIN } from './card';
import { CARD_MESSAGES } from './messages';

export const validateCardName: Validator<string> = firstError<string>(
  required(CARD_MESSAGES.nameRequired),
  maxLength(CARD_NAME_MAX, CARD_MESSAGES.nameTooLong),
);

export interface GuestChoice {
  readonly id: number;
  readonly name: string;
}

/**
 * The user of a card: required, and the typed name must be an existing guest's (spec section 5).
 * A guest picked from the suggestions wins; otherwise an exact name match among the guests found.
 */
export const resolveCardUser = (typed: string, picked: GuestChoice | null, found: ReadonlyArray<GuestChoice>): GuestChoice | undefined => {
  const name = typed.trim();
  if (picked !== null && picked.name === name) return picked;
  const matches = found.filter((g) => g.name === name);
  return matches.length === 1 ? matches[0] : undefined;
};

export const validateCardUser = (typed: string, picked: GuestChoice | null, found: ReadonlyArray<GuestChoice>): string | undefined => {
  if (typed.trim() === '') return CARD_MESSAGES.userRequired;
  return resolveCardUser(typed, picked, found) === undefined ? CARD_MESSAGES.userNotFound : undefined;
};

export interface CardFields {
  readonly name: string;
  readonly user: string;
}

export const validateCardFields = (form: CardFields, picked: GuestChoice | null, found: ReadonlyArray<GuestChoice>): FieldErrors<CardFields> => ({
  ...validateRecord(form, { name: validateCardName }),
  ...(validateCardUser(form.user, picked, found) === undefined ? {} : { user: validateCardUser(form.user, picked, found) }),
});

/** 1 to 5 cards per action (spec section 5). */
export const validateCardCount = (count: number): string | undefined => {
  if (count < CARDS_PER_ACTION_MIN) return CARD_MESSAGES.chooseCards;
  if (count > CARDS_PER_ACTION_MAX) return CARD_MESSAGES.tooManyCards;
  return undefined;
};
