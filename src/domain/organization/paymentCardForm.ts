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
export const validatePaymentCardHolderName: Validator<string | null | undefined> = firstError(
  required(ORGANIZATION_MESSAGES.cardHolderNameRequired),
  matches(HOLDER_NAME, ORGANIZATION_MESSAGES.cardHolderNameFormat),
);

/** The phone parser's error codes (account-billing-signup §8). */
export type PhoneError = 'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG';

const PHONE_ERRORS: ReadonlyArray<PhoneError> = ['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG'];

const phoneErrorOf = (message: string): PhoneError => PHONE_ERRORS.find((code) => code === message) ?? 'NOT_A_NUMBER';

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
export const validatePaymentCardPhone: Validator<string | null | undefined> = (value) => {
  if (value === null || value === undefined || value.trim() === '') return ORGANIZATION_MESSAGES.phoneRequired;
  const parsed = parsePhone(value);
  return E.isRight(parsed) && parsed.right.isValid() ? undefined : ORGANIZATION_MESSAGES.phoneInvalid;
};

/** account-billing-signup §9: card number 14 to 16 digits, security code 3 to 4. */
export const CARD_NUMBER_DIGITS = { min: 14, max: 16 } as const;
export const SECURITY_CODE_DIGITS = { min: 3, max: 4 } as const;

const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

/** A card number is complete with 14 to 16 digits (spaces and hyphens ignored) and nothing else. */
export const isPaymentCardNumberComplete = (value: string): boolean => {
  const digits = digitsOf(value);
  return /^\d+$/.test(digits) && digits.length >= CARD_NUMBER_DIGITS.min && digits.length <= CARD_NUMBER_DIGITS.max;
};

export const isSecurityCodeComplete = (value: string): boolean =>
  new RegExp(`^\\d{${SECURITY_CODE_DIGITS.min},${SECURITY_CODE_DIGITS.max}}$`).test(value.trim());

export interface PaymentCardExpiry {
  readonly month: number;
  /** Four digits. */
  readonly year: number;
}

/** MM/YY or MM/YYYY; month 1 to 12 and year not 0 (account-billing-signup §5), else undefined. */
export const parsePaymentCardExpiry = (value: string): PaymentCardExpiry | undefined => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const typedYear = Number(match[2]);
  if (month < 1 || month > 12 || typedYear === 0) return undefined;
  return { month, year: typedYear < 100 ? 2000 + typedYear : typedYear };
};
