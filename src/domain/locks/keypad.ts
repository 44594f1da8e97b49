import type { Keypad } from './lock';
import { sideOfKeypad, type KeypadSide } from '../keypads/keypadSide';
import { KEYPAD_SIDE_LABELS } from './messages';

// the side is the keypads' (domain/keypads/keypadSide.ts), so logs/logTypes reads it without importing the locks
// folder, whose lock.ts reads the log types (no folder cycle)
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
