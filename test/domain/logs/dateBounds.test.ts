import { describe, expect, it } from 'vitest';
import {
  currentYearMonth,
  earliestSelectableDate,
  latestSelectableDate,
  selectableMonths,
} from '../../../src/domain/logs/dateBounds';

// 2026-11-21 00:30 in Japan is still 2026-11-20 in UTC: the console counts days in Japan time.
const now = new Date('2026-11-20T15:30:00Z');
const createdAt = '2026-08-31T23:59:00+09:00';

describe('log date pickers: no future dates, nothing before the lock was registered', () => {
  it('the latest selectable date is today in Japan', () => {
    expect(latestSelectableDate(now)).toBe('2026-11-21');
  });
  it("the earliest selectable date is the lock's registration day in Japan", () => {
    expect(earliestSelectableDate(createdAt)).toBe('2026-08-31');
    expect(earliestSelectableDate('2026-08-31T15:00:00Z')).toBe('2026-09-01');
    expect(earliestSelectableDate('not a date')).toBeNull();
  });
});

describe('log month select: from the registration month to the current month', () => {
  it('the current month is taken in Japan time', () => {
    expect(currentYearMonth(new Date('2026-11-30T15:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });
  it('lists months newest first, across a year boundary', () => {
    expect(selectableMonths('2025-11-15T00:00:00+09:00', new Date('2026-02-01T00:00:00+09:00'))).toEqual([
      { year: 2026, month: 2 },
      { year: 2026, month: 1 },
      { year: 2025, month: 12 },
      { year: 2025, month: 11 },
    ]);
  });
  it('offers only the current month for a lock registered this month, in the future or at an unreadable date', () => {
    expect(selectableMonths('2026-11-21T00:10:00+09:00', now)).toEqual([{ year: 2026, month: 11 }]);
    expect(selectableMonths('2027-01-01T00:00:00+09:00', now)).toEqual([{ year: 2026, month: 11 }]);
    expect(selectableMonths('', now)).toEqual([{ year: 2026, month: 11 }]);
  });
});
