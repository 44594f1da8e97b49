import { describe, expect, it } from 'vitest';
import {
  coverageTextOf,
  holidayLabelAt,
  holidayLabelOf,
  holidayNameOf,
  holidayOn,
  holidaysBetween,
  holidayTableOf,
  tableCovers,
} from '../../../src/domain/calendar/holidays';
import { plusDays } from '../../../src/domain/calendar/days';
import { TEST_HOLIDAYS } from '../../support/holidays';

describe('the holiday table', () => {
  it('covers the years of its first and last rows, and leaves out rows that name no real day', () => {
    const table = holidayTableOf([
      ['2026-11-03', '文化の日'],
      ['2026-02-30', 'ない日'],
      ['3 Nov', '文化の日'],
      ['2028-01-01', '元日'],
    ]);
    expect([...table.names.keys()]).toEqual(['2026-11-03', '2028-01-01']);
    expect({ first: table.firstYear, last: table.lastYear }).toEqual({ first: 2026, last: 2028 });
    expect(tableCovers(table, '2027-06-01')).toBe(true);
    expect(tableCovers(table, '2029-01-01')).toBe(false);
    expect(coverageTextOf(table)).toBe('祝日は2026年から2028年までの祝日表で判定しています。');
  });

  it('covers nothing when empty', () => {
    const table = holidayTableOf([]);
    expect(tableCovers(table, '2026-01-01')).toBe(false);
    expect(holidayOn(table, '2026-01-01')).toBeNull();
  });

  it('names substitute holidays 振替休日 and the citizens’ holiday 国民の休日, as a calendar does', () => {
    expect(holidayNameOf('こどもの日 振替休日')).toBe('振替休日');
    expect(holidayNameOf('休日')).toBe('国民の休日');
    expect(holidayNameOf('文化の日')).toBe('文化の日');
    expect(holidayOn(TEST_HOLIDAYS, '2026-05-06')).toEqual({ date: '2026-05-06', name: '振替休日' });
    expect(holidayOn(TEST_HOLIDAYS, '2026-09-22')).toEqual({ date: '2026-09-22', name: '国民の休日' });
    expect(holidayOn(TEST_HOLIDAYS, '2026-05-07')).toBeNull();
  });

  it('labels a holiday with its weekday and 祝: 11月3日（月・祝）文化の日', () => {
    expect(holidayLabelOf(TEST_HOLIDAYS, '2025-11-03')).toBe('11月3日（月・祝）文化の日');
    expect(holidayLabelOf(TEST_HOLIDAYS, '2026-11-03')).toBe('11月3日（火・祝）文化の日');
    expect(holidayLabelOf(TEST_HOLIDAYS, '2025-11-24')).toBe('11月24日（月・祝）振替休日');
    expect(holidayLabelOf(TEST_HOLIDAYS, '2026-05-06')).toBe('5月6日（水・祝）振替休日');
    expect(holidayLabelOf(TEST_HOLIDAYS, '2025-11-04')).toBeNull();
  });

  it('takes a moment’s day in Japan time, whatever the instant’s zone', () => {
    // 2025-11-03 23:30 in Japan is 14:30 UTC; 15:30 UTC is already 4 November in Japan
    expect(holidayLabelAt(TEST_HOLIDAYS, new Date('2025-11-03T14:30:00Z'))).toBe('11月3日（月・祝）文化の日');
    expect(holidayLabelAt(TEST_HOLIDAYS, new Date('2025-11-03T15:30:00Z'))).toBeNull();
    // 00:30 in Japan on the 3rd is still the 2nd in UTC
    expect(holidayLabelAt(TEST_HOLIDAYS, new Date('2025-11-02T15:30:00Z'))).toBe('11月3日（月・祝）文化の日');
  });

  it('lists the holidays between two days, both included, in date order', () => {
    expect(holidaysBetween(TEST_HOLIDAYS, '2026-05-03', '2026-05-06')).toEqual([
      { date: '2026-05-03', name: '憲法記念日' },
      { date: '2026-05-04', name: 'みどりの日' },
      { date: '2026-05-05', name: 'こどもの日' },
      { date: '2026-05-06', name: '振替休日' },
    ]);
    expect(holidaysBetween(TEST_HOLIDAYS, '2026-05-07', '2026-07-19')).toEqual([]);
  });

  it('counts days across months and years in Japan time', () => {
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(plusDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(plusDays('2026-11-21', 89)).toBe('2027-02-18');
  });
});
