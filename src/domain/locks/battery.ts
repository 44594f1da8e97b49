import { MODEL_IDS, type BatteryCode, type Lock, type ModelId } from './lock';
import { BATTERY_LABELS } from './messages';

export type BatteryLevel = 'full' | 'few' | 'empty' | 'ng' | 'none' | 'unknown';
export type BatteryOwner = 'lock' | 'keypad';

/** Codes indexed 0..6; a lock (and sub lock) stays full one code longer than a keypad. */
const LOCK_LEVELS: ReadonlyArray<BatteryLevel> = ['full', 'full', 'few', 'empty', 'empty', 'empty', 'ng'];
const KEYPAD_LEVELS: ReadonlyArray<BatteryLevel> = ['full', 'few', 'empty', 'empty', 'empty', 'empty', 'ng'];

/** Battery state per devices-access §4; Pad R (model 5) shows no icon, unknown codes a dash. */
export const batteryLevelOf = (kind: BatteryOwner, code: BatteryCode | undefined, modelId?: ModelId): BatteryLevel => {
  if (kind === 'keypad' && modelId === MODEL_IDS.padR) return 'none';
  if (code === null || code === undefined || !Number.isInteger(code)) return 'unknown';
  return (kind === 'lock' ? LOCK_LEVELS : KEYPAD_LEVELS)[code] ?? 'unknown';
};

export const batteryLabelOf = (level: BatteryLevel): string => BATTERY_LABELS[level];

export const isBatteryToChange = (level: BatteryLevel): boolean => level === 'empty' || level === 'ng';

/** Every battery of a lock: its own two, its sub lock's two, and each keypad's two. */
export const batteryLevelsOfLock = (lock: Lock): ReadonlyArray<BatteryLevel> => {
  const sub = lock.setting.subLock;
  return [
    batteryLevelOf('lock', lock.batteryA),
    batteryLevelOf('lock', lock.batteryB),
    ...(sub ? [batteryLevelOf('lock', sub.batteryA), batteryLevelOf('lock', sub.batteryB)] : []),
    ...lock.keypads.flatMap((k) => [
      batteryLevelOf('keypad', k.batteryA, k.modelId),
      batteryLevelOf('keypad', k.batteryB, k.modelId),
    ]),
  ];
};

/** A lock needs a battery change when any of its batteries is empty or ng. */
export const needsBatteryChange = (lock: Lock): boolean => batteryLevelsOfLock(lock).some(isBatteryToChange);
