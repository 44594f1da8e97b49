import { hasRegistrationFailed, registrationBadgeOf } from '../keypads/registration';
import { isPinExpired, type Pin } from './pin';

/** What a bulk delete may take: an expired PIN (its end is earlier than now, devices-access §3) or a failed job. */
export const isClearablePin = (pin: Pin, now: Date): boolean => hasRegistrationFailed(pin) || isPinExpired(pin, now);

/**
 * Whether deleting the PIN frees a place the keypad's limit counts: the limit counts registered PINs
 * (canAddPin, devices-access §8), so a failed or still registering one frees none on the count the manager sees.
 */
export const holdsPlace = (pin: Pin): boolean => registrationBadgeOf(pin) === 'registered';

/** Not in the spec: a PIN that is neither expired nor failed, sent to a bulk delete (a stale screen). */
export const NOT_CLEARABLE_PIN = '期限切れか登録に失敗した暗証番号だけをまとめて削除できます。';
