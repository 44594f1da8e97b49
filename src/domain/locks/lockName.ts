import { firstError, maxLength, required, type Validator } from '../shared/validation';
import { LOCK_MESSAGES } from './messages';

export const LOCK_NAME_MAX = 30;

/** Length is checked first so any name over 30 characters, even all spaces, says it is too long. */
export const validateLockName: Validator<string | null | undefined> = firstError(
  maxLength(LOCK_NAME_MAX, LOCK_MESSAGES.lockNameTooLong),
  required(LOCK_MESSAGES.lockNameRequired),
);
