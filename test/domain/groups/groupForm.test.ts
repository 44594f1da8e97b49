import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conditionsFormOf,
  conditionsOf,
  decodeDaily,
  decodeDuration,
  defaultGroupForm,
  encodeDaily,
  encodeDuration,
  groupDraftOf,
  timeOfMinute,
} from '../../../src/domain/groups/groupForm';
import { weekdays } from '../../support/weekdays';

const jst = (y: number, m: number, d: number, h = 0, min = 0, s = 0): number =>
  Date.UTC(y, m - 1, d, h - 9, min, s) / 1000;

describe('group validity period (duration)', () => {
  it('starts at 00:00 Japan time and ends at the end of the end date (+86399 s)', () => {
    const duration = encodeDuration({ startDate: '2026-11-21', endDate: '2026-11-22' });
    expect(duration.from).toBe(jst(2026, 11, 21));
    expect(duration.expiresIn).toBe(86_400 + 86_399);
    expect(duration.from + duration.expiresIn).toBe(jst(2026, 11, 22, 23, 59, 59));
  });
  it('a one-day period lasts 86399 seconds', () => {
    expect(encodeDuration({ startDate: '2026-01-01', endDate: '2026-01-01' }).expiresIn).toBe(86_399);
  });
  it('decodes back to Japan dates whatever the machine zone', () => {
    expect(decodeDuration({ from: jst(2026, 11, 21), expiresIn: 86_400 + 86_399 })).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-22',
    });
  });
  it('round-trips form → wire → form for any pair of days', () => {
    const day = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (start, days) => {
        const startDate = start.toISOString().slice(0, 10);
        const endDate = new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);
        expect(decodeDuration(encodeDuration({ startDate, endDate }))).toEqual({ startDate, endDate });
      }),
    );
  });
  it('round-trips wire → form → wire for periods in the end-of-day shape', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: 0, max: 800 }), (dayIndex, days) => {
        const duration = { from: jst(2000, 1, 1) + dayIndex * 86_400, expiresIn: days * 86_400 + 86_399 };
        expect(encodeDuration(decodeDuration(duration))).toEqual(duration);
      }),
    );
  });
  it('throws on a date the picker cannot produce (a bug, not a user error)', () => {
    expect(() => encodeDuration({ startDate: '2026-02-30', endDate: '2026-03-01' })).toThrow(RangeError);
  });
});

describe('group daily window', () => {
  it('is minute of day and length in minutes', () => {
    expect(encodeDaily({ startTime: '09:00', endTime: '18:30' })).toEqual({ fromMinute: 540, expiresInMinutes: 570 });
  });
  it('an end not after the start runs into the next day', () => {
    expect(encodeDaily({ startTime: '22:00', endTime: '06:00' })).toEqual({ fromMinute: 1320, expiresInMinutes: 480 });
    expect(decodeDaily({ fromMinute: 1320, expiresInMinutes: 480 })).toEqual({ startTime: '22:00', endTime: '06:00' });
  });
  it('equal times mean a full day on the wire', () => {
    expect(encodeDaily({ startTime: '08:00', endTime: '08:00' })).toEqual({ fromMinute: 480, expiresInMinutes: 1440 });
  });
  it('round-trips wire → form → wire for every start and length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 1, max: 1440 }),
        (fromMinute, expiresInMinutes) => {
          const daily = { fromMinute, expiresInMinutes };
          expect(encodeDaily(decodeDaily(daily))).toEqual(daily);
        },
      ),
    );
  });
  it('round-trips form → wire → form for every pair of times', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (start, end) => {
        const form = { startTime: timeOfMinute(start), endTime: timeOfMinute(end) };
        expect(decodeDaily(encodeDaily(form))).toEqual(form);
      }),
    );
  });
});

describe('group form defaults (devices-access §5)', () => {
  // 2026-11-21 23:30 in Japan is still the 21st, though UTC says 14:30 the same day.
  const now = new Date('2026-11-21T14:30:00Z');
  const form = defaultGroupForm(now);
  it('weekly defaults to all days on', () => {
    expect(Object.values(form.weekly.days)).toEqual([true, true, true, true, true, true, true]);
  });
  it('duration defaults to today to tomorrow in Japan time', () => {
    expect(form.duration).toMatchObject({ startDate: '2026-11-21', endDate: '2026-11-22' });
    expect(defaultGroupForm(new Date('2026-11-21T15:30:00Z')).duration).toMatchObject({ startDate: '2026-11-22' });
  });
  it('daily defaults to 00:00〜00:05', () => {
    expect(form.daily).toMatchObject({ startTime: '00:00', endTime: '00:05' });
  });
  it('a new group has no condition switched on', () => {
    expect(conditionsOf(form)).toEqual({ duration: null, daily: null, weekly: null });
  });
});

describe('form ↔ conditions', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  it('switched-on parts become wire numbers, switched-off parts null', () => {
    const base = defaultGroupForm(now);
    const draft = groupDraftOf({
      ...base,
      name: ' 夜間清掃 ',
      daily: { enabled: true, startTime: '22:00', endTime: '06:00' },
      weekly: { enabled: true, days: { ...base.weekly.days, saturday: false, sunday: false } },
    });
    expect(draft.name).toBe('夜間清掃');
    expect(draft.conditions.duration).toBeNull();
    expect(draft.conditions.daily).toEqual({ fromMinute: 1320, expiresInMinutes: 480 });
    expect(draft.conditions.weekly).toMatchObject({ monday: true, saturday: false, sunday: false });
  });
  it('conditions → form → conditions is the identity', () => {
    const conditions = {
      duration: { from: jst(2026, 11, 21), expiresIn: 86_399 },
      daily: { fromMinute: 1320, expiresInMinutes: 480 },
      weekly: weekdays('monday', 'wednesday', 'friday'),
    };
    expect(conditionsOf(conditionsFormOf(conditions, now))).toEqual(conditions);
  });
});
