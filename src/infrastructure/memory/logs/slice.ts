import { defineSlice } from '../world/state';
import type { KeyType, LockSide, LogType } from '../../../domain/logs/logTypes';
import type { SeedContext } from '../world/seedContext';

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

const seedLogs = (_ctx: SeedContext): LogsSlice => ({
  storedLockLogs: [],
});

declare module '../world/state' {
  interface WorldSlices {
    logs: LogsSlice;
  }
}

/** The logs slice; bump the version when its shape changes (a stored world of another version is seeded anew). */
export const logsSlice = defineSlice({ name: 'logs', version: 2, needs: [], seed: seedLogs });
