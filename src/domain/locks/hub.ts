import { LOCK_MESSAGES } from './messages';

export type HubModel = 'Q-H1' | 'Q-H1A' | 'unknown';

/**
 * Serial ranges of the spec, every bound inclusive (the spec says "up to" for all four
 * and its last bound 9,900,999 is plainly inclusive), so each shared bound belongs to the
 * lower range:
 *   1,000,000 ..= 2,000,000 Q-H1 | 2,000,001 ..= 3,000,000 Q-H1A
 *   9,000,000 ..= 9,900,400 Q-H1 | 9,900,401 ..= 9,900,999 Q-H1A | anything else unknown
 */
const RANGES: ReadonlyArray<readonly [from: number, to: number, model: Exclude<HubModel, 'unknown'>]> = [
  [1_000_000, 2_000_000, 'Q-H1'],
  [2_000_001, 3_000_000, 'Q-H1A'],
  [9_000_000, 9_900_400, 'Q-H1'],
  [9_900_401, 9_900_999, 'Q-H1A'],
];

/** Serials arrive as numbers or digit strings; anything else (blank, "12a", 1.5) is unknown. */
const serialNumberOf = (serial: string | number): number | undefined => {
  if (typeof serial === 'number') return Number.isSafeInteger(serial) ? serial : undefined;
  const trimmed = serial.trim();
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : undefined;
};

export const hubModelOf = (serial: string | number): HubModel => {
  const n = serialNumberOf(serial);
  if (n === undefined) return 'unknown';
  const range = RANGES.find(([from, to]) => n >= from && n <= to);
  return range ? range[2] : 'unknown';
};

/** What the device-info screen shows: the model, or 不明なデバイス. */
export const hubModelLabelOf = (serial: string | number): string => {
  const model = hubModelOf(serial);
  return model === 'unknown' ? LOCK_MESSAGES.unknownDevice : model;
};
