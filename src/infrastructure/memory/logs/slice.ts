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

/**
 * Two moments 時間外・休日の入退室 lists, on 会議室B (a hub, no keypad: both are unlocks by the app): a night entry at
 * 22:30 on a working day and an entry on 文化の日. The demo world is November 2026's (its tests' day is the 21st): the
 * generated history has no event after 20:59 and treats a holiday as any weekday, so neither would exist otherwise.
 * A world made before one of these moments does not have it (no log from the future).
 */
const OUT_OF_HOURS_SEED: ReadonlyArray<StoredLockLog> = [
  {
    lockId: 4,
    loggedAt: '2026-11-18T22:30:00+09:00',
    logType: 'open',
    keyType: 'app',
    userName: '佐々木 剛',
    lockSide: 'main',
  },
  {
    lockId: 4,
    loggedAt: '2026-11-03T10:05:00+09:00',
    logType: 'open',
    keyType: 'app',
    userName: '山口 恵',
    lockSide: 'main',
  },
];

const seedLogs = (ctx: SeedContext): LogsSlice => ({
  // newest first, as the remote jobs record theirs
  storedLockLogs: OUT_OF_HOURS_SEED.filter((log) => Date.parse(log.loggedAt) <= ctx.today.toMillis()),
});

declare module '../world/state' {
  interface WorldSlices {
    logs: LogsSlice;
  }
}

/** The logs slice; bump the version when its shape changes (a stored world of another version is seeded anew). */
export const logsSlice = defineSlice({ name: 'logs', version: 3, needs: [], seed: seedLogs });
