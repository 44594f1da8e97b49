import { bench, describe } from 'vitest';
import { logRowsToCsv } from '../../../src/domain/logs/csv';
import type { LockLog } from '../../../src/domain/logs/log';
import type { LogType } from '../../../src/domain/logs/logTypes';

const LOG_TYPES: ReadonlyArray<LogType> = ['open', 'close', 'manual_open', 'autolock', 'open_failed'];

const start = Date.parse('2026-11-01T00:00:00+09:00');
const rows: ReadonlyArray<LockLog> = Array.from({ length: 10_000 }, (_, i) => ({
  loggedAt: new Date(start + i * 60_000).toISOString(),
  logType: LOG_TYPES[i % LOG_TYPES.length] ?? 'open',
  keyType: i % 5 === 0 ? null : i % 2 === 0 ? 'card' : 'pin',
  userName: i % 7 === 0 ? `利用者, "${i}"` : `利用者${i}`,
  lockSide: i % 3 === 0 ? 'sub' : 'main',
}));

describe('lock log CSV', () => {
  bench('10,000 rows', () => {
    logRowsToCsv(rows);
  });
});
