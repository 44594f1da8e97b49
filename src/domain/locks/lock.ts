import type { KeyType, LogType } from '../logs/logTypes';
import { LOCK_MESSAGES } from './messages';

/** Model ids of the spec: 1 Lock, 3 Pad, 4 Lock R, 5 Pad R. */
export const MODEL_IDS = { lock: 1, pad: 3, lockR: 4, padR: 5 } as const;
export type ModelId = number;

/** Battery codes as the device reports them; anything outside 0..6 shows a dash. */
export type BatteryCode = number | null;

export interface SubLock {
  readonly id: number;
  readonly modelId: ModelId;
  readonly serialNo: string;
  readonly batteryA: BatteryCode;
  readonly batteryB: BatteryCode;
}

/** A keypad ("knight" on the wire). */
export interface Keypad {
  readonly id: number;
  readonly modelId: ModelId;
  readonly serialNo: string;
  readonly useCase: number;
  readonly batteryA: BatteryCode;
  readonly batteryB: BatteryCode;
}

export interface Hub {
  readonly serialNo: string | number;
}

export interface LockGroup {
  readonly id: number;
  readonly name: string;
  readonly whole: boolean;
}

/** A recent lock/unlock event shown on the lock panel. */
export interface LockEvent {
  readonly loggedAt: string;
  readonly logType: LogType;
  readonly userName: string | null;
  readonly keyType: KeyType | null;
}

export interface LockSetting {
  readonly lockName: string;
  /** ISO date-time of registration; the lower bound of the log date pickers. */
  readonly createdAt: string;
  readonly onUpside: boolean;
  readonly subLock: SubLock | null;
  readonly hub: Hub | null;
}

export interface Lock {
  readonly id: number;
  readonly modelId: ModelId;
  readonly serialNo: string;
  readonly batteryA: BatteryCode;
  readonly batteryB: BatteryCode;
  readonly setting: LockSetting;
  readonly keypads: ReadonlyArray<Keypad>;
  readonly groups: ReadonlyArray<LockGroup>;
  readonly lastEvents: ReadonlyArray<LockEvent>;
}

const MODEL_NAMES: Readonly<Record<number, string>> = {
  [MODEL_IDS.lock]: 'Qrio Lock',
  [MODEL_IDS.pad]: 'Qrio Pad',
  [MODEL_IDS.lockR]: 'Qrio Lock R',
  [MODEL_IDS.padR]: 'Qrio Pad R',
};

/** Product name of a model id; an id the console does not know is an unknown device. */
export const modelNameOf = (modelId: ModelId): string => MODEL_NAMES[modelId] ?? LOCK_MESSAGES.unknownDevice;

/** Key groups the manager sees: the organization-wide ("whole") group is hidden. */
export const visibleGroupsOf = (lock: Lock): ReadonlyArray<LockGroup> => lock.groups.filter((g) => !g.whole);
