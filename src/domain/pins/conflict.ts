import { PIN_MAX_LENGTH, PIN_MIN_LENGTH, type Pin } from './pin';

/**
 * ★ A code already used by another registered or registering PIN on the same keypad: the
 * keypad's log could not tell the two people apart. Failed jobs are not on the keypad and do not count.
 */
export const conflictingPin = (code: string, onKeypad: ReadonlyArray<Pin>): Pin | undefined => {
  const wanted = code.trim();
  return wanted === '' ? undefined : onKeypad.find((p) => p.pin === wanted && p.registrationJobStatus !== 'failed');
};

export const clampPinLength = (length: number): number =>
  Math.min(PIN_MAX_LENGTH, Math.max(PIN_MIN_LENGTH, Math.round(Number.isFinite(length) ? length : PIN_MIN_LENGTH)));

/**
 * A random code of the chosen length that no PIN on the keypad uses. `random` returns [0, 1)
 * (crypto-backed in the browser, seeded in tests). Tries at random, then walks from there, so
 * it ends even on an almost full code space; undefined only when every code is taken.
 */
export const freeRandomPin = (
  length: number,
  onKeypad: ReadonlyArray<Pin>,
  random: () => number,
): string | undefined => {
  const digits = clampPinLength(length);
  const space = 10 ** digits;
  const taken = new Set(
    onKeypad
      .filter((p) => p.registrationJobStatus !== 'failed')
      .map((p) => p.pin)
      .filter((p) => p.length === digits),
  );
  if (taken.size >= space) return undefined;
  const codeOf = (n: number): string => String(n).padStart(digits, '0');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = codeOf(Math.floor(random() * space) % space);
    if (!taken.has(candidate)) return candidate;
  }
  const start = Math.floor(random() * space) % space;
  for (let step = 0; step < space; step += 1) {
    const candidate = codeOf((start + step) % space);
    if (!taken.has(candidate)) return candidate;
  }
  return undefined;
};
