export type KeypadSide = 'outdoor' | 'indoor';

/** use_case 0 is the outdoor side; 1 and 8 are the indoor side; other values have no side. */
export const sideOfKeypad = (useCase: number): KeypadSide | null => {
  if (useCase === 0) return 'outdoor';
  if (useCase === 1 || useCase === 8) return 'indoor';
  return null;
};
