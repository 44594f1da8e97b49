import { isEmail } from '../shared/email';
import {
  type FieldErrors,
  type Validator,
  firstError,
  maxLength,
  required,
  validateRecord,
} from '../shared/validation';
import { GUEST_NAME_MAX } from './guest';
import { GUEST_MESSAGES } from './messages';

const emailShape: Validator<string | null | undefined> = (value) =>
  value !== null && value !== undefined && value.trim() !== '' && !isEmail(value)
    ? GUEST_MESSAGES.emailInvalid
    : undefined;

/** Guest name: required, at most 20 characters (devices-access §5). */
export const validateGuestName: Validator<string | null | undefined> = firstError<string | null | undefined>(
  required(GUEST_MESSAGES.nameRequired),
  maxLength(GUEST_NAME_MAX, GUEST_MESSAGES.nameTooLong),
);

/** Guest e-mail: required, the shared e-mail shape. */
export const validateGuestEmail: Validator<string | null | undefined> = firstError<string | null | undefined>(
  required(GUEST_MESSAGES.emailRequired),
  emailShape,
);

export interface GuestForm {
  readonly name: string;
  readonly email: string;
}

export const validateGuestForm = (form: GuestForm): FieldErrors<GuestForm> =>
  validateRecord(form, { name: validateGuestName, email: validateGuestEmail });

/** The edit screen changes only the name (PATCH body name). */
export const validateGuestRename = (form: Pick<GuestForm, 'name'>): FieldErrors<Pick<GuestForm, 'name'>> =>
  validateRecord(form, { name: validateGuestName });
