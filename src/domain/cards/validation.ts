import {
  type FieldErrors,
  type Validator,
  firstError,
  maxLength,
  required,
  validateRecord,
} from '../shared/validation';
import { expiryHasErrors, type ExpiryInput, validateExpiry } from '../keypads/expiry';
import { CARD_NAME_MAX, CARDS_PER_ACTION_MAX, CARDS_PER_ACTION_MIN } from './card';
import { CARD_MESSAGES } from './messages';

export const validateCardName: Validator<string | null | undefined> = firstError<string | null | undefined>(
  required(CARD_MESSAGES.nameRequired),
  maxLength(CARD_NAME_MAX, CARD_MESSAGES.nameTooLong),
);

/** A guest the card user picker offers: the e-mail tells apart two guests with the same name. */
export interface GuestChoice {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}

/** How the picker shows a guest: the name and, beside it, the e-mail. */
export const guestChoiceLabel = (guest: GuestChoice): string => `${guest.name}（${guest.email}）`;

/**
 * The user of a card: required, and the typed name must be an existing guest's (devices-access §5).
 * A guest picked from the suggestions wins; otherwise an exact name match among the guests found,
 * when exactly one guest has that name (two namesakes: which one is for the manager to pick).
 */
export const resolveCardUser = (
  typed: string | null | undefined,
  picked: GuestChoice | null,
  found: ReadonlyArray<GuestChoice>,
): GuestChoice | undefined => {
  const name = (typed ?? '').trim();
  if (picked !== null && picked.name === name) return picked;
  const matches = found.filter((g) => g.name === name);
  return matches.length === 1 ? matches[0] : undefined;
};

export const validateCardUser = (
  typed: string | null | undefined,
  picked: GuestChoice | null,
  found: ReadonlyArray<GuestChoice>,
): string | undefined => {
  const name = (typed ?? '').trim();
  if (name === '') return CARD_MESSAGES.userRequired;
  if (resolveCardUser(name, picked, found) !== undefined) return undefined;
  return found.filter((g) => g.name === name).length > 1 ? CARD_MESSAGES.userAmbiguous : CARD_MESSAGES.userNotFound;
};

export interface CardFields {
  readonly name: string;
  readonly user: string;
}

export const validateCardFields = (
  form: Partial<CardFields>,
  picked: GuestChoice | null,
  found: ReadonlyArray<GuestChoice>,
): FieldErrors<CardFields> => ({
  ...validateRecord(form, { name: validateCardName }),
  ...((user) => (user === undefined ? {} : { user }))(validateCardUser(form.user, picked, found)),
});

/** 1 to 5 cards per action (devices-access §5). */
export const validateCardCount = (count: number): string | undefined => {
  if (count < CARDS_PER_ACTION_MIN) return CARD_MESSAGES.chooseCards;
  if (count > CARDS_PER_ACTION_MAX) return CARD_MESSAGES.tooManyCards;
  return undefined;
};

/** The guests whose name or e-mail contains the typed text, at most `limit` (the picker's suggestions). */
export const guestsMatching = <G extends GuestChoice>(
  guests: ReadonlyArray<G>,
  typed: string,
  limit = 8,
): ReadonlyArray<G> => {
  const text = typed.trim();
  const lower = text.toLowerCase();
  return text === ''
    ? []
    : guests.filter((g) => g.name.includes(text) || g.email.toLowerCase().includes(lower)).slice(0, limit);
};

/** One card of the keypad card form: the card chosen (null: none yet) and its period. */
export interface CardEntryInput {
  readonly cardMasterId: number | null;
  readonly expiry: ExpiryInput;
}

/**
 * The field messages of the keypad card form, keyed by field path (`entries.0.cardMasterId`):
 * a card must be chosen, once only, and each period must be valid at `now` (devices-access §5).
 * The form checks it as the manager types, the use case again before anything is sent.
 */
export const validateCardEntries = (entries: ReadonlyArray<CardEntryInput>, now: Date): Record<string, string> => {
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  entries.forEach((entry, i) => {
    if (entry.cardMasterId === null) fields[`entries.${i}.cardMasterId`] = CARD_MESSAGES.chooseCard;
    else if (seen.has(entry.cardMasterId)) fields[`entries.${i}.cardMasterId`] = CARD_MESSAGES.duplicateCard;
    else seen.add(entry.cardMasterId);
    const expiry = validateExpiry(entry.expiry, now);
    if (expiryHasErrors(expiry)) {
      if (expiry.from) fields[`entries.${i}.expiry.fromDate`] = expiry.from;
      if (expiry.to) fields[`entries.${i}.expiry.toDate`] = expiry.to;
    }
  });
  return fields;
};
