import * as E from 'fp-ts/Either';
import { ParseError, parsePhoneNumberWithError, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { firstError, matches, required, type Validator } from '../shared/validation';
import { ORGANIZATION_MESSAGES } from './messages';

export const CARD_HOLDER_NAME_MIN = 2;
export const CARD_HOLDER_NAME_MAX = 45;
export const PHONE_MAX_DIGITS = 11;
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'JP';

const HOLDER_NAME = new RegExp(`^[A-Za-z0-9 .\\-]{${CARD_HOLDER_NAME_MIN},${CARD_HOLDER_NAME_MAX}}$`);

/** Required, then 2 to 45 half-width alphanumerics, spaces, periods and hyphens. */
export const validateCardHolderName: Validator<string | null | undefined> = firstError(
  required(ORGANIZATION_MESSAGES.cardHolderNameRequired),
  matches(HOLDER_NAME, ORGANIZATION_MESSAGES.cardHolderNameFormat),
);

/** The phone parser's error codes (spec section 8). */
export type PhoneError = 'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG';

const PHONE_ERRORS: ReadonlyArray<PhoneError> = ['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG'];

const phoneErrorOf = (message: string): PhoneError =>
  PHONE_ERRORS.find((code) => code === message) ?? 'NOT_A_NUMBER';

/** Digits the manager typed for the number itself: a leading +country code does not count. */
const typedDigitsOf = (value: string, parsed: PhoneNumber): number => {
  const digits = value.replace(/\D/g, '').length;
  return value.trim().startsWith('+') ? digits - parsed.countryCallingCode.length : digits;
};

const parsePhone = (value: string): E.Either<PhoneError, PhoneNumber> => {
  let parsed: PhoneNumber;
  try {
    parsed = parsePhoneNumberWithError(value, DEFAULT_PHONE_COUNTRY);
  } catch (error) {
    if (error instanceof ParseError) return E.left(phoneErrorOf(error.message));
    throw error;
  }
  return typedDigitsOf(value, parsed) > PHONE_MAX_DIGITS ? E.left('TOO_LONG') : E.right(parsed);
};

/** The international (E.164) form the card provider receives, Japanese by default: 090-1234-5678 → +819012345678. */
export const toInternationalPhone = (value: string): E.Either<PhoneError, string> =>
  E.map((phone: PhoneNumber) => phone.number)(parsePhone(value));

/** Required, then a number valid for its country (full metadata, so a missing digit is caught), at most 11 digits. */
export const validateCardPhone: Validator<string | null | undefined> = (value) => {
  if (value === null || value === undefined || value.trim() === '') return ORGANIZATION_MESSAGES.phoneRequired;
  const parsed = parsePhone(value);
  return E.isRight(parsed) && parsed.right.isValid() ? undefined : ORGANIZATION_MESSAGES.phoneInvalid;
};
