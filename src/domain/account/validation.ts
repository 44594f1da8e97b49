import { isEmail } from '../shared/email';
import { firstError, isBlank, matches, maxLength, required, type Validator } from '../shared/validation';
import { ACCOUNT_MESSAGES as M } from './messages';

/** Field rules of the account forms; each returns the exact spec message or undefined. */
type FieldRule = Validator<string | null | undefined>;

export const NAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Half-width (printable ASCII, no space) letters, digits and symbols, at least 8,
 * with at least one lowercase, one uppercase and one digit.
 */
const PASSWORD_FORMAT = new RegExp(`^(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=[^0-9]*[0-9])[!-~]{${PASSWORD_MIN_LENGTH},}$`);

export const validateManagerName: FieldRule = firstError(
  required(M.nameRequired),
  maxLength(NAME_MAX_LENGTH, M.nameTooLong),
);

/** The format rule alone: an empty value passes it (the required rule reports emptiness). */
export const validatePasswordFormat: FieldRule = matches(PASSWORD_FORMAT, M.passwordFormat);

/** Only presence, for passwords this console does not set (login-like forms). */
export const validatePasswordPresent: FieldRule = required(M.passwordRequired);

export const validatePassword: FieldRule = firstError(validatePasswordPresent, validatePasswordFormat);

/** The confirmation is required (same message as the password) and must equal the password. */
export const validatePasswordConfirmation =
  (password: string | null | undefined): FieldRule =>
  (confirmation) =>
    validatePasswordPresent(confirmation) ?? (confirmation !== (password ?? '') ? M.passwordMismatch : undefined);

export const validateEmail: FieldRule = firstError(required(M.emailRequired), (value) =>
  !isBlank(value) && !isEmail(value ?? '') ? M.emailFormat : undefined,
);
