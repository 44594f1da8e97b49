import {
  firstError,
  isBlank,
  maxLength,
  required,
  validateRecord,
  type FieldErrors,
  type Validator,
} from '../shared/validation';
import { EMPTY_ADDRESS, validateAddress, type Address } from './address';
import { SIGNUP_MESSAGES } from './messages';

/** Step 2: the company and its address (account-billing-signup §3, sign-up organization). */
export interface Company {
  readonly name: string;
  readonly division: string;
  readonly url: string;
  readonly address: Address;
}

export const EMPTY_COMPANY: Company = { name: '', division: '', url: '', address: EMPTY_ADDRESS };

export const COMPANY_NAME_MAX = 250;
export const URL_MAX = 250;

type Rule = Validator<string | null | undefined>;

export const validateCompanyName: Rule = firstError(
  required(SIGNUP_MESSAGES.companyNameRequired),
  maxLength(COMPANY_NAME_MAX, SIGNUP_MESSAGES.companyNameTooLong),
);

/** Same bound as the company name: the spec is silent, the server field is the same kind. */
export const validateDivision: Rule = maxLength(COMPANY_NAME_MAX, SIGNUP_MESSAGES.divisionTooLong);

/** An http(s) URL with a dotted host; optional. */
const isUrl = (value: string): boolean => {
  try {
    const url = new URL(value.trim());
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !/\s/.test(value.trim())
    );
  } catch {
    return false;
  }
};

export const validateUrl: Rule = (value) => {
  if (value === null || value === undefined || isBlank(value)) return undefined;
  return isUrl(value) ? maxLength(URL_MAX, SIGNUP_MESSAGES.urlTooLong)(value) : SIGNUP_MESSAGES.urlInvalid;
};

type CompanyFields = Omit<Company, 'address'>;

export const COMPANY_RULES = { name: validateCompanyName, division: validateDivision, url: validateUrl } as const;

export const validateCompanyFields = (company: CompanyFields): FieldErrors<CompanyFields> =>
  validateRecord(company, COMPANY_RULES);

export const isCompanyValid = (company: Company): boolean =>
  Object.keys(validateCompanyFields(company)).length === 0 &&
  Object.keys(validateAddress(company.address)).length === 0;
