import { describe, expect, it } from 'vitest';
import { cutDailyRows, DAILY_TIMECARD_LIMIT, isDailyListCut, LOG_PAGE_SIZE } from '../../../src/domain/logs/log';
import {
  entryExitLabelOf,
  entryExitOf,
  isFailureLog,
  keyTypeLabelOf,
  lockSideLabelOf,
  logTypeLabelOf,
  type LogType,
} from '../../../src/domain/logs/logTypes';

/** The 8 log types of devices-access §3, in the spec's order. */
const LOG_TYPES: ReadonlyArray<LogType> = [
  'open',
  'close',
  'manual_open',
  'manual_close',
  'autolock',
  'open_failed',
  'close_failed',
  'autolock_failed',
];

describe('log labels (devices-access §3)', () => {
  it('labels the 8 log types', () => {
    expect(LOG_TYPES.map(logTypeLabelOf)).toEqual([
      '解錠',
      '施錠',
      '手動解錠',
      '手動施錠',
      'オートロック',
      '解錠失敗',
      '施錠失敗',
      'オートロック連続失敗',
    ]);
  });
  it('only the three failure types are failures', () => {
    expect(LOG_TYPES.filter(isFailureLog)).toEqual(['open_failed', 'close_failed', 'autolock_failed']);
  });
  it('labels key types, and a missing key type as a dash', () => {
    expect(keyTypeLabelOf('console')).toBe('管理画面');
    expect(keyTypeLabelOf('card')).toBe('カード');
    expect(keyTypeLabelOf('pin')).toBe('暗証番号');
    expect(keyTypeLabelOf('app')).toBe('アプリ');
    expect(keyTypeLabelOf(null)).toBe('-');
  });
  it('labels the lock side, and a missing one as a dash', () => {
    expect(lockSideLabelOf('main')).toBe('メインロック');
    expect(lockSideLabelOf('sub')).toBe('サブロック');
    expect(lockSideLabelOf(null)).toBe('-');
  });
  it('an entry/exit log is an entry from the outdoor keypad (0) and an exit from the indoor one (1 or 8)', () => {
    expect(entryExitOf(0)).toBe('enter');
    expect(entryExitOf(1)).toBe('exit');
    expect(entryExitOf(8)).toBe('exit');
    expect(entryExitOf(3)).toBeNull();
    expect([0, 1, 8, 3].map(entryExitLabelOf)).toEqual(['入室', '退室', '退室', '-']);
  });
});

describe('log limits (devices-access §9)', () => {
  it('logs are paged by 30 and the daily timecard shows at most 100 rows', () => {
    expect(LOG_PAGE_SIZE).toBe(30);
    expect(DAILY_TIMECARD_LIMIT).toBe(100);
  });
  it('cuts the daily rows to the first 100 and says so only when rows were dropped', () => {
    const rows = Array.from({ length: 101 }, (_, i) => i);
    expect(cutDailyRows(rows)).toEqual(rows.slice(0, 100));
    expect(isDailyListCut(rows)).toBe(true);
    expect(cutDailyRows(rows.slice(0, 100))).toHaveLength(100);
    expect(isDailyListCut(rows.slice(0, 100))).toBe(false);
    expect(cutDailyRows([])).toEqual([]);
  });
});
