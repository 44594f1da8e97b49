import { describe, expect, it } from 'vitest';
import { credentialStateAt, groupPeriodEndOf, groupVerdictAt } from '../../../src/domain/access/moment';
import { NO_CONDITIONS, type GroupConditions, type Weekdays } from '../../../src/domain/groups/group';

const NONE: Weekdays = {
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
  sunday: false,
};
const at = (iso: string) => new Date(iso);
// 2026-11-27 is a Friday
const FRIDAY_ONLY_NIGHTS: GroupConditions = {
  duration: null,
  daily: { fromMinute: 22 * 60, expiresInMinutes: 8 * 60 },
  weekly: { ...NONE, friday: true },
};

describe('groupVerdictAt', () => {
  it('opens a 09:00–18:00 group at 10:00 and not at 20:00 (Japan time)', () => {
    const office: GroupConditions = { ...NO_CONDITIONS, daily: { fromMinute: 9 * 60, expiresInMinutes: 9 * 60 } };
    expect(groupVerdictAt(office, at('2026-11-25T10:00:00+09:00'))).toEqual({ opens: true, reason: null });
    expect(groupVerdictAt(office, at('2026-11-25T20:00:00+09:00'))).toEqual({ opens: false, reason: 'hours' });
    expect(groupVerdictAt(office, at('2026-11-25T17:59:00+09:00')).opens).toBe(true);
    expect(groupVerdictAt(office, at('2026-11-25T18:00:00+09:00')).opens).toBe(false);
  });

  it('gives a window past midnight to the day it starts on', () => {
    expect(groupVerdictAt(FRIDAY_ONLY_NIGHTS, at('2026-11-27T23:00:00+09:00')).opens).toBe(true);
    expect(groupVerdictAt(FRIDAY_ONLY_NIGHTS, at('2026-11-28T03:00:00+09:00')).opens).toBe(true);
    expect(groupVerdictAt(FRIDAY_ONLY_NIGHTS, at('2026-11-27T03:00:00+09:00'))).toEqual({
      opens: false,
      reason: 'weekday',
    });
    expect(groupVerdictAt(FRIDAY_ONLY_NIGHTS, at('2026-11-27T12:00:00+09:00'))).toEqual({
      opens: false,
      reason: 'hours',
    });
    expect(groupVerdictAt(FRIDAY_ONLY_NIGHTS, at('2026-11-28T12:00:00+09:00'))).toEqual({
      opens: false,
      reason: 'weekday',
    });
  });

  it('closes a group on a day its weekly switch is off', () => {
    const weekdays: GroupConditions = { ...NO_CONDITIONS, weekly: { ...NONE, monday: true } };
    expect(groupVerdictAt(weekdays, at('2026-11-23T12:00:00+09:00')).opens).toBe(true);
    expect(groupVerdictAt(weekdays, at('2026-11-24T12:00:00+09:00'))).toEqual({ opens: false, reason: 'weekday' });
  });

  it('opens from the period start to its last second, inclusive', () => {
    const from = Date.parse('2026-11-25T00:00:00+09:00') / 1000;
    const period: GroupConditions = { ...NO_CONDITIONS, duration: { from, expiresIn: 86399 } };
    expect(groupVerdictAt(period, new Date((from - 1) * 1000))).toEqual({ opens: false, reason: 'before-period' });
    expect(groupVerdictAt(period, new Date((from + 86399) * 1000)).opens).toBe(true);
    expect(groupVerdictAt(period, new Date((from + 86400) * 1000))).toEqual({ opens: false, reason: 'after-period' });
    expect(groupPeriodEndOf(period)).toEqual(new Date((from + 86399) * 1000));
    expect(groupPeriodEndOf(NO_CONDITIONS)).toBeNull();
  });
});

describe('credentialStateAt', () => {
  const now = at('2026-11-25T12:00:00+09:00');
  const done = { timeFrom: null, timeTill: null, registrationJobStatus: 'success' };

  it('counts a registered credential inside its validity', () => {
    expect(credentialStateAt(done, now)).toBe('opens');
    expect(credentialStateAt({ ...done, registrationJobStatus: null }, now)).toBe('opens');
    expect(credentialStateAt({ ...done, timeTill: '2026-11-25T12:00:00+09:00' }, now)).toBe('opens');
  });

  it('does not count a failed, unfinished, deleted, expired or not yet valid one', () => {
    expect(credentialStateAt({ ...done, registrationJobStatus: 'failed' }, now)).toBe('failed');
    expect(credentialStateAt({ ...done, registrationJobStatus: 'in_progress' }, now)).toBe('registering');
    expect(credentialStateAt(done, now, true)).toBe('being-deleted');
    expect(credentialStateAt({ ...done, timeTill: '2026-11-25T11:59:00+09:00' }, now)).toBe('expired');
    expect(credentialStateAt({ ...done, timeFrom: '2026-11-25T12:05:00+09:00' }, now)).toBe('not-yet');
  });
});
