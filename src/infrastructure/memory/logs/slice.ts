import type { KeyType, LockSide, LogType } from '../../../domain/logs/logTypes';
import type { SeedContext } from '../world/seedContext';
import type { WorldState } from '../world/state';

/** A lock log the world recorded after seeding (remote jobs); seeded months are generated on demand. */
export interface StoredLockLog {
  lockId: number;
  loggedAt: string;
  logType: LogType;
  keyType: KeyType | null;
  userName: string | null;
  lockSide: LockSide | null;
}

/** The logs part of the demo world. */
export interface LogsSlice {
  storedLockLogs: StoredLockLog[];
}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const LOGS_SLICE_VERSION = 2;

export const seedLogs = (_ctx: SeedContext, _sofar: WorldState): LogsSlice => ({
  storedLockLogs: [],
});
