import {
  type FieldErrors,
  type Validator,
  firstError,
  maxLength,
  required,
  validateRecord,
} from '../shared/validation';
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH, PIN_NAME_MAX } from './pin';
import { PIN_MESSAGES } from './messages';

/** PIN name: required, at most 30 characters; the spec has one message for both. */
export const validatePinName: Validator<string | null | undefined> = firstError<string | null | undefined>(
  required(PIN_MESSAGES.nameRule),
  maxLength(PIN_NAME_MAX, PIN_MESSAGES.nameRule),
);

/** PIN: required, half-width digits only ('数値で入力'), 4 to 8 of them. An emptied field (undefined) is required. */
export const validatePinCode: Validator<string | null | undefined> = (value) => {
  const pin = (value ?? '').trim();
  if (pin === '') return PIN_MESSAGES.pinRequired;
  if (!/^[0-9]+$/.test(pin)) return PIN_MESSAGES.pinNotNumeric;
  if (pin.length < PIN_MIN_LENGTH || pin.length > PIN_MAX_LENGTH) return PIN_MESSAGES.pinLength;
  return undefined;
};

export interface PinFields {
  readonly name: string;
  readonly pin: string;
}

/** An emptied field is absent from final-form's values: every field may be missing. */
export const validatePinFields = (form: Partial<PinFields>): FieldErrors<PinFields> =>
  validateRecord(form, { name: validatePinName, pin: validatePinCode });
