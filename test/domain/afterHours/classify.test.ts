import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '../../../src/domain/afterHours/businessHours';
import { classifyMoment, hourCellOf, isOutOfHours } from '../../../src/domain/afterHours/classify';
import { TEST_HOLIDAYS } from '../../support/holidays';

const at = (iso: string) => new Date(iso).getTime();
const kindAt = (iso: string) => classifyMoment(at(iso), DEFAULT_BUSINESS_HOURS, TEST_HOLIDAYS).kind;

describe('classifyMoment', () => {
  it('takes the opening in and the closing out, to the second (Japan time)', () => {
    // 2026-11-24 is a Tuesday
    expect(kindAt('2026-11-24T08:59:59+09:00')).toBe('outside');
    expect(kindAt('2026-11-24T09:00:00+09:00')).toBe('inside');
    expect(kindAt('2026-11-24T17:59:59+09:00')).toBe('inside');
    expect(kindAt('2026-11-24T18:00:00+09:00')).toBe('outside');
    expect(kindAt('2026-11-24T22:30:00+09:00')).toBe('outside');
    // 22:30 in Japan is 13:30 UTC: the zone of the instant does not matter
    expect(kindAt('2026-11-24T13:30:00Z')).toBe('outside');
    expect(kindAt('2026-11-24T01:00:00Z')).toBe('inside');
  });

  it('says a day the hours close whole (the weekend by default)', () => {
    expect(classifyMoment(at('2026-11-28T10:00:00+09:00'), DEFAULT_BUSINESS_HOURS, TEST_HOLIDAYS)).toEqual({
      kind: 'closedDay',
      holiday: null,
      date: '2026-11-28',
      weekday: 6,
      hour: 10,
    });
  });

  it('says a holiday before its weekday, substitute holidays included', () => {
    expect(classifyMoment(at('2026-11-23T10:00:00+09:00'), DEFAULT_BUSINESS_HOURS, TEST_HOLIDAYS)).toMatchObject({
      kind: 'holiday',
      holiday: '勤労感謝の日',
    });
    expect(classifyMoment(at('2026-05-06T12:00:00+09:00'), DEFAULT_BUSINESS_HOURS, TEST_HOLIDAYS)).toMatchObject({
      kind: 'holiday',
      holiday: '振替休日',
    });
    // a holiday on a Sunday is a holiday too
    expect(kindAt('2026-05-03T12:00:00+09:00')).toBe('holiday');
  });

  it('counts every kind but inside as out of hours', () => {
    expect((['inside', 'outside', 'closedDay', 'holiday'] as const).map(isOutOfHours)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('hourCellOf', () => {
  it('marks an hour inside, outside, or split by an opening at half past', () => {
    const hours = { ...DEFAULT_BUSINESS_HOURS, monday: { open: 570, close: 1080 } };
    expect([8, 9, 10, 17, 18].map((hour) => hourCellOf(hours, 1, hour))).toEqual([
      'outside',
      'partial',
      'inside',
      'inside',
      'outside',
    ]);
    expect(hourCellOf(hours, 6, 12)).toBe('outside');
  });
});
