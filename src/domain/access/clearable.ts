import type { KeypadCard } from '../cards/card';
import { isClearableKeypadCard } from '../cards/clearable';
import { holdsPlace, isClearablePin } from '../pins/clearable';
import type { Pin } from '../pins/pin';

/** One keypad as its lists were read: every PIN and card (both tabs), and what its limits count. */
export interface KeypadCredentials<K> {
  readonly keypad: K;
  /** '本社 正面玄関（屋外側）' */
  readonly label: string;
  readonly pins: ReadonlyArray<Pin>;
  readonly cards: ReadonlyArray<KeypadCard>;
  /** The PIN cap (min(maximumPinCount, 50)). */
  readonly pinCap: number;
}

/** What a bulk delete may clear on one keypad at a moment, and what deleting all of it frees. */
export interface ClearableOnKeypad<K> {
  readonly keypad: K;
  readonly label: string;
  readonly pins: ReadonlyArray<Pin>;
  readonly cards: ReadonlyArray<KeypadCard>;
  /** Registered PINs now: what the PIN limit counts (canAddPin). */
  readonly registeredPins: number;
  readonly pinCap: number;
  /** PIN places freed when every clearable PIN goes (only registered ones hold a place on that count). */
  readonly pinPlacesIfCleared: number;
}

/**
 * For アクセスの点検's 期限切れを削除: per keypad, the expired or failed PINs and cards at the moment, keypads with
 * nothing to clear left out.
 */
export const clearableAt = <K>(
  keypads: ReadonlyArray<KeypadCredentials<K>>,
  at: Date,
): ReadonlyArray<ClearableOnKeypad<K>> =>
  keypads
    .map((k) => {
      const pins = k.pins.filter((pin) => isClearablePin(pin, at));
      return {
        keypad: k.keypad,
        label: k.label,
        pins,
        cards: k.cards.filter((card) => isClearableKeypadCard(card, at)),
        registeredPins: k.pins.filter(holdsPlace).length,
        pinCap: k.pinCap,
        pinPlacesIfCleared: pins.filter(holdsPlace).length,
      };
    })
    .filter((k) => k.pins.length > 0 || k.cards.length > 0);
