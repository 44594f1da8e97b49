import { describe, expect, it } from 'vitest';
import { defaultPassWindow, validatePassWindow } from '../../../src/domain/visitors/passWindow';

const at = (iso: string) => new Date(iso);

describe('the default window of a pass', () => {
  it('is today from the next full hour for two hours, in Japan time', () => {
    expect(defaultPassWindow(at('2026-11-27T10:07:00+09:00'))).toEqual({
      enabled: true,
      fromDate: '2026-11-27',
      fromTime: '11:00',
      toDate: '2026-11-27',
      toTime: '13:00',
    });
  });

  it('starts at the next hour on the hour itself and a second before it', () => {
    expect(defaultPassWindow(at('2026-11-27T10:00:00+09:00')).fromTime).toBe('11:00');
    expect(defaultPassWindow(at('2026-11-27T10:59:59+09:00')).fromTime).toBe('11:00');
  });

  it('reads the Japan day whatever the UTC day (01:30 in Japan is the previous day in UTC)', () => {
    expect(defaultPassWindow(at('2026-11-26T16:30:00Z'))).toMatchObject({ fromDate: '2026-11-27', fromTime: '02:00' });
  });

  it('runs into the next day late in the evening', () => {
    expect(defaultPassWindow(at('2026-11-27T22:30:00+09:00'))).toMatchObject({
      fromDate: '2026-11-27',
      fromTime: '23:00',
      toDate: '2026-11-28',
      toTime: '01:00',
    });
    expect(defaultPassWindow(at('2026-11-27T23:10:00+09:00'))).toMatchObject({
      fromDate: '2026-11-28',
      fromTime: '00:00',
    });
  });

  it('passes the PIN period rules at the moment it was made', () => {
    const now = at('2026-11-27T10:07:00+09:00');
    expect(validatePassWindow(defaultPassWindow(now), now)).toEqual({});
  });
});

describe('the window rules of a pass (the PIN period rules, devices-access §5)', () => {
  const now = at('2026-11-27T10:07:00+09:00');
  const window = (fromTime: string, toTime: string, toDate = '2026-11-27') => ({
    enabled: false,
    fromDate: '2026-11-27',
    fromTime,
    toDate,
    toTime,
  });

  it('refuses an end in the past with the spec’s message, the period on whatever the input says', () => {
    expect(validatePassWindow(window('09:00', '10:00'), now)).toEqual({
      from: '現在より後の日時を設定してください。',
      to: '現在より後の日時を設定してください。',
    });
  });

  it('refuses an end not after the start and equal instants', () => {
    expect(validatePassWindow(window('12:00', '11:00'), now)).toEqual({
      to: '終了日を開始日より後に設定してください。',
    });
    expect(validatePassWindow(window('12:00', '12:00'), now)).toEqual({
      to: '開始日と終了日は同時刻に設定できません。',
    });
  });
});
