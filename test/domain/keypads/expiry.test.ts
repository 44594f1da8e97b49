import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultExpiry,
  formatPeriod,
  periodOf,
  snapDateTime,
  snapUpToStep,
  validateExpiry,
  type ExpiryInput,
} from '../../../src/domain/keypads/expiry';
import { hourMinuteOf, isoDateOf } from '../../../src/domain/shared/dates';

// 2026-11-21 10:02:30 in Japan
const NOW = new Date('2026-11-21T01:02:30.000Z');
const period = (fromDate: string, fromTime: string, toDate: string, toTime: string): ExpiryInput => ({
  enabled: true,
  fromDate,
  fromTime,
  toDate,
  toTime,
});

describe('times snap up to the next 5-minute mark', () => {
  it('10:02:30 becomes 10:05; 10:05:00 stays; 10:05:00.001 becomes 10:10', () => {
    expect(hourMinuteOf(snapUpToStep(NOW))).toBe('10:05');
    expect(hourMinuteOf(snapUpToStep(new Date('2026-11-21T01:05:00.000Z')))).toBe('10:05');
    expect(hourMinuteOf(snapUpToStep(new Date('2026-11-21T01:05:00.001Z')))).toBe('10:10');
  });
  it('a typed 23:58 rolls into the next day at 00:00', () => {
    expect(snapDateTime('2026-12-31', '23:58')).toEqual({ date: '2027-01-01', time: '00:00' });
    expect(snapDateTime('2026-12-31', '9:03')).toEqual({ date: '2026-12-31', time: '09:05' });
    expect(snapDateTime('2026-12-31', 'nine')).toBeUndefined();
  });
  it('property: the snapped time is a 5-minute mark, not earlier, less than 5 minutes later', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2023-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        (date) => {
          const snapped = snapUpToStep(date);
          const diff = snapped.millis - date.getTime();
          return snapped.minute % 5 === 0 && snapped.second === 0 && diff >= 0 && diff < 5 * 60 * 1000;
        },
      ),
    );
  });
  it('the default period starts at the next mark and lasts a day', () => {
    expect(defaultExpiry(NOW)).toEqual(period('2026-11-21', '10:05', '2026-11-22', '10:05'));
  });
});

describe('the three expiry rules (devices-access §5)', () => {
  it('no period: nothing to check and from/to are null', () => {
    expect(validateExpiry({ ...period('2020-01-01', '00:00', '2020-01-01', '00:00'), enabled: false }, NOW)).toEqual(
      {},
    );
    expect(periodOf({ ...period('2026-11-21', '10:05', '2026-11-22', '10:05'), enabled: false })).toEqual({
      from: null,
      to: null,
    });
  });
  it('start and end not before now: 10:00 is before 10:02:30, 10:05 is not', () => {
    expect(validateExpiry(period('2026-11-21', '10:00', '2026-11-22', '10:00'), NOW)).toEqual({
      from: '現在より後の日時を設定してください。',
    });
    expect(validateExpiry(period('2026-11-21', '10:05', '2026-11-21', '10:00'), NOW)).toEqual({
      to: '現在より後の日時を設定してください。',
    });
    expect(validateExpiry(period('2026-11-21', '10:05', '2026-11-21', '10:10'), NOW)).toEqual({});
  });
  it('start exactly now is allowed (the boundary)', () => {
    const exact = new Date('2026-11-21T01:05:00.000Z');
    expect(validateExpiry(period('2026-11-21', '10:05', '2026-11-21', '10:10'), exact)).toEqual({});
  });
  it('start and end not equal', () => {
    expect(validateExpiry(period('2026-11-22', '09:00', '2026-11-22', '09:00'), NOW)).toEqual({
      to: '開始日と終了日は同時刻に設定できません。',
    });
  });
  it('end after start: five minutes earlier is refused, five minutes later passes', () => {
    expect(validateExpiry(period('2026-11-22', '09:00', '2026-11-22', '08:55'), NOW)).toEqual({
      to: '終了日を開始日より後に設定してください。',
    });
    expect(validateExpiry(period('2026-11-22', '09:00', '2026-11-22', '09:05'), NOW)).toEqual({});
  });
  it('years outside 2023–2030 are refused', () => {
    expect(validateExpiry(period('2026-11-22', '09:00', '2031-01-01', '00:00'), NOW)).toEqual({
      to: '2023年から2030年までの日時を設定してください。',
    });
  });
  it('an empty date says what is missing', () => {
    expect(validateExpiry(period('', '09:00', '2026-11-22', '10:00'), NOW)).toEqual({
      from: '日付と時刻を入力してください。',
    });
  });
  it('the payload carries ISO date-times with the Japan offset', () => {
    expect(periodOf(period('2026-11-22', '09:00', '2026-11-23', '18:30'))).toEqual({
      from: '2026-11-22T09:00:00+09:00',
      to: '2026-11-23T18:30:00+09:00',
    });
    expect(formatPeriod('2026-11-22T09:00:00+09:00', '2026-11-23T18:30:00+09:00')).toBe(
      '2026/11/22 09:00 〜 2026/11/23 18:30',
    );
    expect(formatPeriod(null, null)).toBe('期限なし');
  });
  it('property: any valid period ends strictly after it starts and neither is before now', () => {
    const later = fc.integer({ min: 0, max: 60 * 24 * 300 }).map((m) => m * 60 * 1000 + 5 * 60 * 1000);
    fc.assert(
      fc.property(later, later, (a, b) => {
        const from = snapUpToStep(new Date(NOW.getTime() + a));
        const to = snapUpToStep(new Date(NOW.getTime() + a + b));
        const input = period(isoDateOf(from), hourMinuteOf(from), isoDateOf(to), hourMinuteOf(to));
        const errors = validateExpiry(input, NOW);
        return to.millis > from.millis
          ? Object.keys(errors).length === 0
          : errors.to === '開始日と終了日は同時刻に設定できません。';
      }),
    );
  });
});
