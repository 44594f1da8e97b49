import type { BatteryCode } from '../../../domain/locks/lock';
import type { LockStatus } from '../../../domain/remote/job';

export interface KeypadRecord {
  id: number;
  modelId: number;
  serialNo: string;
  useCase: number;
  batteryA: BatteryCode;
  batteryB: BatteryCode;
}

export interface SubLockRecord {
  id: number;
  modelId: number;
  serialNo: string;
  batteryA: BatteryCode;
  batteryB: BatteryCode;
}

/** How the simulated lock answers remote jobs. */
export type RemoteBehaviour =
  /** jobs finish after a few polls */
  | { kind: 'normal' }
  /** open and close jobs fail with this server message (read_status works) */
  | { kind: 'fails'; message: string }
  /** every job stays in_progress forever (a hub that lost the lock) */
  | { kind: 'hangs' }
  /** the door sensor reports both states: read_status always says open_and_close */
  | { kind: 'ambiguous' };

export interface LockRecord {
  id: number;
  organizationId: number;
  modelId: number;
  serialNo: string;
  batteryA: BatteryCode;
  batteryB: BatteryCode;
  lockName: string;
  createdAt: string;
  onUpside: boolean;
  subLock: SubLockRecord | null;
  /** Hub serials arrive as numbers or digit strings; null is a lock without a hub. */
  hubSerial: string | number | null;
  keypads: KeypadRecord[];
  remoteStatus: LockStatus;
  remote: RemoteBehaviour;
}

export interface GroupLockLink {
  groupId: number;
  lockId: number;
}
