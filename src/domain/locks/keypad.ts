import type { Keypad } from './lock';
import { KEYPAD_SIDE_LABELS } from './messages';

export type KeypadSide = 'outdoor' | 'indoor';

/** use_case 0 is the outdoor side; 1 and 8 are the indoor side; other values have no side. */
export const sideOfKeypad = (useCase: number): KeypadSide | null => {
  if (useCase === 0) return 'outdoor';
  if (useCase === 1 || useCase === 8) return 'indoor';
  return null;
};

export const keypadSideLabelOf = (useCase: number): string => {
  const side = sideOfKeypad(useCase);
  return side === null ? '-' : KEYPAD_SIDE_LABELS[side];
};

/** The panel links each side to its PIN and card screens: outdoor first, then indoor. */
export const keypadsBySide = (
  knights: ReadonlyArray<Keypad>,
): ReadonlyArray<{ readonly side: KeypadSide; readonly keypad: Keypad }> =>
  (['outdoor', 'indoor'] as const).flatMap((side) =>
    knights.filter((k) => sideOfKeypad(k.useCase) === side).map((keypad) => ({ side, keypad })),
  );
