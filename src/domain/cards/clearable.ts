import { hasEnded } from '../keypads/expiry';
import { hasRegistrationFailed } from '../keypads/registration';
import { isBeingDeleted, type KeypadCard } from './card';

/**
 * What a bulk delete may take off a keypad: a card whose period has ended (its end is earlier than now, as a PIN's,
 * devices-access §3) or whose registration failed; never one already being deleted (devices-access §2).
 */
export const isClearableKeypadCard = (card: KeypadCard, now: Date): boolean =>
  !isBeingDeleted(card) && (hasRegistrationFailed(card) || hasEnded(card.timeTill, now));

/** Not in the spec: a card that is neither expired nor failed, sent to a bulk delete (a stale screen). */
export const NOT_CLEARABLE_CARD = '期限切れか登録に失敗したカードだけをまとめて削除できます。';
