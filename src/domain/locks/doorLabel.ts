import type { KeypadSide } from '../keypads/keypadSide';
import { KEYPAD_SIDE_LABELS } from './messages';

/** '本社 正面玄関（屋外側）': a keypad's door as a manager and a visitor read it; the lock's name alone without a side. */
export const doorLabelOf = (door: { readonly lockName: string; readonly side: KeypadSide | null }): string =>
  door.side === null ? door.lockName : `${door.lockName}（${KEYPAD_SIDE_LABELS[door.side]}）`;
