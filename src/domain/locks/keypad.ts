import type { Keypad } from './lock';
import { KEYPAD_SIDE_LABELS } from './messages';

import { sideOfKeypad, type KeypadSide } from './keypadSide';

// its own file, so logs/logTypes can read a side without importing lock.ts back (no type cycle)
export { sideOfKeypad, type KeypadSide };

export const keypadSideLabelOf = (useCase: number): string => {
  const side = sideOfKeypad(useCase);
  return side === null ? '-' : KEYPAD_SIDE_LABELS[side];
};

/** The panel links each side to its PIN and card screens: outdoor first, then indoor. */
export const keypadsBySide = (
  keypads: ReadonlyArray<Keypad>,
): ReadonlyArray<{ readonly side: KeypadSide; readonly keypad: Keypad }> =>
  (['outdoor', 'indoor'] as const).flatMap((side) =>
    keypads.filter((k) => sideOfKeypad(k.useCase) === side).map((keypad) => ({ side, keypad })),
  );
