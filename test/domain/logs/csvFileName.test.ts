import { describe, expect, it } from 'vitest';
import { csvFileNameOf } from '../../../src/domain/logs/csvFileName';

describe('CSV file names carry the kind and the year-month or date (devices-access §9)', () => {
  it('lock/unlock history and entry/exit history by year-month', () => {
    expect(csvFileNameOf({ kind: 'lockLog', year: 2026, month: 11 })).toBe('施解錠履歴_2026年11月.csv');
    expect(csvFileNameOf({ kind: 'entryExitLog', year: 2026, month: 1 })).toBe('入退室履歴_2026年1月.csv');
  });
  it('timecard by day by date, taken as a Japan date', () => {
    expect(csvFileNameOf({ kind: 'dailyTimecard', date: '2026-11-21' })).toBe('タイムカード_日別_2026年11月21日.csv');
  });
  it('timecard by user by year-month, with the user name', () => {
    expect(csvFileNameOf({ kind: 'guestTimecard', guestName: '山田 太郎', year: 2026, month: 11 })).toBe(
      'タイムカード_利用者別_山田 太郎_2026年11月.csv',
    );
  });
  it('replaces characters a file name cannot hold, and drops a blank user name', () => {
    expect(csvFileNameOf({ kind: 'guestTimecard', guestName: 'A/B:C*"D"\n', year: 2026, month: 3 })).toBe(
      'タイムカード_利用者別_A_B_C__D__2026年3月.csv',
    );
    expect(csvFileNameOf({ kind: 'guestTimecard', guestName: '  ', year: 2026, month: 3 })).toBe(
      'タイムカード_利用者別_2026年3月.csv',
    );
  });
});
