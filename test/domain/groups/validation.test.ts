import { describe, expect, it } from 'vitest';
import { defaultGroupForm } from '../../../src/domain/groups/groupForm';
import {
  groupDraftFault,
  validateDaily,
  validateDuration,
  validateGroupForm,
  validateGroupName,
  validateWeekly,
} from '../../../src/domain/groups/validation';
import { weekdays } from '../../support/weekdays';

describe('group name', () => {
  it('is required', () => {
    expect(validateGroupName('')).toBe('「グループ名」は必須です。入力してください。');
    expect(validateGroupName('   ')).toBe('「グループ名」は必須です。入力してください。');
  });
  it('is at most 30 characters', () => {
    expect(validateGroupName('あ'.repeat(30))).toBeUndefined();
    expect(validateGroupName('あ'.repeat(31))).toBe('「グループ名」は最大30文字までです。');
  });
});

describe('group end date', () => {
  it('may not be before the start', () => {
    expect(validateDuration({ enabled: true, startDate: '2026-11-22', endDate: '2026-11-21' })).toBe(
      '終了日を開始日より後に設定してください。',
    );
  });
  it('may be the start date itself (the period ends at 23:59:59)', () => {
    expect(validateDuration({ enabled: true, startDate: '2026-11-22', endDate: '2026-11-22' })).toBeUndefined();
  });
  it('is not checked while the period is off', () => {
    expect(validateDuration({ enabled: false, startDate: '2026-11-22', endDate: '2026-11-21' })).toBeUndefined();
  });
  it('reports a malformed date before it reaches the encoder', () => {
    expect(validateDuration({ enabled: true, startDate: '2026-13-01', endDate: '2026-11-21' })).toBe(
      '日付の形式が正しくありません。',
    );
  });
});

describe('group daily window', () => {
  it('start and end may not be the same time', () => {
    expect(validateDaily({ enabled: true, startTime: '09:00', endTime: '09:00' })).toBe(
      '終了時刻と開始時刻を同時刻に設定することはできません。',
    );
  });
  it('an end before the start is allowed (next day)', () => {
    expect(validateDaily({ enabled: true, startTime: '22:00', endTime: '06:00' })).toBeUndefined();
  });
  it('reports a malformed time', () => {
    expect(validateDaily({ enabled: true, startTime: '24:00', endTime: '06:00' })).toBe(
      '時刻の形式が正しくありません。',
    );
  });
});

describe('group weekly', () => {
  const none = weekdays();
  it('when on, needs at least one day', () => {
    expect(validateWeekly({ enabled: true, days: none })).toBe(
      '「曜日指定」がONになっています。曜日を1つ以上指定してください。',
    );
    expect(validateWeekly({ enabled: true, days: { ...none, sunday: true } })).toBeUndefined();
  });
  it('when off, needs nothing', () => {
    expect(validateWeekly({ enabled: false, days: none })).toBeUndefined();
  });
});

describe('whole group form', () => {
  it('gives one message per failing field and nothing for a valid form', () => {
    const base = defaultGroupForm(new Date('2026-11-21T00:00:00Z'));
    expect(validateGroupForm({ ...base, name: '会議室' })).toEqual({});
    expect(
      validateGroupForm({ ...base, name: '', daily: { enabled: true, startTime: '10:00', endTime: '10:00' } }),
    ).toEqual({
      name: '「グループ名」は必須です。入力してください。',
      daily: '終了時刻と開始時刻を同時刻に設定することはできません。',
    });
  });
});

describe('the same rules on an encoded group (what the demo server refuses)', () => {
  const draft = (over: Partial<Parameters<typeof groupDraftFault>[0]['conditions']> = {}, name = '鍵') => ({
    name,
    enableOffline: false,
    enableRemote: false,
    conditions: { duration: null, daily: null, weekly: null, ...over },
  });
  it('accepts a name of 1 to 30 characters and no conditions', () => {
    expect(groupDraftFault(draft({}, 'あ'.repeat(30)))).toBeNull();
  });
  it('refuses an empty name and one over 30 characters', () => {
    expect(groupDraftFault(draft({}, '  '))).toBe('name');
    expect(groupDraftFault(draft({}, 'あ'.repeat(31)))).toBe('name');
  });
  it('refuses a period that ends before it starts', () => {
    expect(groupDraftFault(draft({ duration: { from: 0, expiresIn: -1 } }))).toBe('duration');
    expect(groupDraftFault(draft({ duration: { from: 0, expiresIn: 0 } }))).toBeNull();
  });
  it('takes a daily window that starts within the day and lasts 1 to 1440 minutes', () => {
    expect(groupDraftFault(draft({ daily: { fromMinute: 1439, expiresInMinutes: 1440 } }))).toBeNull();
    expect(groupDraftFault(draft({ daily: { fromMinute: 1440, expiresInMinutes: 60 } }))).toBe('daily');
    expect(groupDraftFault(draft({ daily: { fromMinute: -1, expiresInMinutes: 60 } }))).toBe('daily');
    expect(groupDraftFault(draft({ daily: { fromMinute: 0, expiresInMinutes: 0 } }))).toBe('daily');
    expect(groupDraftFault(draft({ daily: { fromMinute: 0, expiresInMinutes: 1441 } }))).toBe('daily');
  });
});
