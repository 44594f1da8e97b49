import type { PlanFunctions } from '../shared/plan';
import { pinLimitOf } from '../shared/plan';
import { hasEnded } from '../keypads/expiry';
import { registrationBadgeOf, type RegistrationBadge, type RegistrationJobStatus } from '../keypads/registration';

export type PinId = number;

/** A PIN code on a keypad (devices-access §3). */
export interface Pin {
  readonly id: PinId;
  readonly name: string;
  readonly pin: string;
  readonly timeFrom: string | null;
  readonly timeTill: string | null;
  readonly registrationJobStatus: RegistrationJobStatus;
}

/** GET knight_pins: one page and the two totals. */
export interface PinList {
  readonly items: ReadonlyArray<Pin>;
  /** PINs registered on the keypad. */
  readonly total: number;
  /** Registered plus registering (failed jobs included). */
  readonly totalWithRegistering: number;
}

export const PIN_NAME_MAX = 30;
export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 8;
export const PIN_PAGE_SIZE = 30;

/** A PIN is expired when time_till is earlier than now. */
export const isPinExpired = (pin: Pick<Pin, 'timeTill'>, now: Date): boolean => hasEnded(pin.timeTill, now);

/** min(maximumPinCount, 50) (devices-access §6). */
export const pinCapOf = (plan: PlanFunctions): number => pinLimitOf(plan);

/**
 * Whether one more PIN fits: the spec counts registered PINs (devices-access §8: "50 registered (or the plan maximum)
 * shows a limit modal"; devices-access §2: 'registered count / maximum'), so the count is the registered tab's, not
 * total_with_registering. A manager would also count the PINs still registering (they take their slot on the keypad);
 * the spec's rule is followed, and a server that counts them refuses the create as a plan limit, which opens the same
 * limit modal.
 */
export const canAddPin = (registered: number, cap: number): boolean => registered < cap;

/** 'registered count / maximum'; the count alone while the plan (the maximum) is not read yet (spec silent). */
export const pinCountLabel = (registered: number, cap: number | null): string =>
  cap === null ? `${registered}` : `${registered} / ${cap}`;

/** A PIN's badge at a moment: expired once its time_till has passed. */
export const pinBadgeOf = (pin: Pin, now: Date): RegistrationBadge => registrationBadgeOf(pin, isPinExpired(pin, now));

/** One page large enough for every PIN a keypad can hold (registered or registering). */
export const PIN_HARD_LIMIT_PAGE = 100;
