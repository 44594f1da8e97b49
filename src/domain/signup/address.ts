import {
  firstError,
  isBlank,
  lengthOf,
  maxLength,
  required,
  validateRecord,
  type FieldErrors,
  type Validator,
} from '../shared/validation';
import { SIGNUP_MESSAGES } from './messages';
import { isPrefecture } from './prefectures';

/** account-billing-signup §3: an address as the sign-up sends it (company address and delivery address alike). */
export interface Address {
  readonly staffName: string;
  readonly tel: string;
  readonly zip: string;
  readonly prefecture: string;
  readonly address: string;
}

export const EMPTY_ADDRESS: Address = { staffName: '', tel: '', zip: '', prefecture: '', address: '' };

export const TEL_MAX_DIGITS = 11;
export const ZIP_DIGITS = 7;
export const PREFECTURE_MAX = 4;
/** Spec silent on the staff name's bound: the company name's 250 is used. */
export const STAFF_NAME_MAX = 250;

type Rule = Validator<string | null | undefined>;

const text = (value: string | null | undefined): string => value ?? '';

export const validateStaffName: Rule = firstError(
  required(SIGNUP_MESSAGES.staffNameRequired),
  maxLength(STAFF_NAME_MAX, SIGNUP_MESSAGES.staffNameTooLong),
);

/** Required, half-width digits only (no hyphens), at most 11: one message for all three (account-billing-signup §5). */
export const validateTel: Rule = (value) =>
  new RegExp(`^\\d{1,${TEL_MAX_DIGITS}}$`).test(text(value)) ? undefined : SIGNUP_MESSAGES.telInvalid;

/** Required and numeric (the digits message), then exactly 7 digits. */
export const validateZip: Rule = (value) => {
  const zip = text(value);
  if (zip === '') return SIGNUP_MESSAGES.zipLength;
  if (!/^\d+$/.test(zip)) return SIGNUP_MESSAGES.zipNotDigits;
  return zip.length === ZIP_DIGITS ? undefined : SIGNUP_MESSAGES.zipLength;
};

/** One of the 47 (a select, so anything else is tampering); every name is at most 4 characters. */
export const validatePrefecture: Rule = (value) => {
  const prefecture = text(value);
  if (isBlank(prefecture)) return SIGNUP_MESSAGES.prefectureRequired;
  return isPrefecture(prefecture) && lengthOf(prefecture) <= PREFECTURE_MAX
    ? undefined
    : SIGNUP_MESSAGES.prefectureInvalid;
};

export const validateAddressLine: Rule = required(SIGNUP_MESSAGES.addressRequired);

export const ADDRESS_RULES = {
  staffName: validateStaffName,
  tel: validateTel,
  zip: validateZip,
  prefecture: validatePrefecture,
  address: validateAddressLine,
} as const;

export const validateAddress = (address: Address): FieldErrors<Address> => validateRecord(address, ADDRESS_RULES);

/** Postal lookup: the digits typed, non-digits ignored; a lookup needs at least 7 (account-billing-signup §5). */
export const postalDigitsOf = (value: string): string | undefined => {
  const digits = value.replace(/\D/g, '');
  return digits.length >= ZIP_DIGITS ? digits.slice(0, ZIP_DIGITS) : undefined;
};

/** account-billing-signup §3: what a postal lookup returns. */
export interface PostalAddress {
  readonly prefecture: string;
  readonly city: string;
  readonly area: string;
  readonly street: string;
}

/**
 * The fill of a found postal code: the prefecture select, and city plus area as the start of the address line
 * (account-billing-signup §2: "fills prefecture and city plus area"). The street a business code carries in the data
 * (account-billing-signup §3's result has one) is not filled: the manager types the rest of the address.
 */
export const fillFromPostal = (address: Address, found: PostalAddress): Address => ({
  ...address,
  prefecture: isPrefecture(found.prefecture) ? found.prefecture : address.prefecture,
  address: `${found.city}${found.area}`,
});
