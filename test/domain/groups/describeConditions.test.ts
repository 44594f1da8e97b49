import { describe, expect, it } from 'vitest';
import { conditionsPreviewOf, describeConditions } from '../../../src/domain/groups/describeConditions';
import { type Group, GROUP_GUEST_PAGE_SIZE, NO_CONDITIONS, visibleGroups } from '../../../src/domain/groups/group';
import { ALL_WEEKDAYS, defaultGroupForm } from '../../../src/domain/groups/groupForm';
import { GROUP_MESSAGES } from '../../../src/domain/groups/messages';
import { weekdays } from '../../support/weekdays';

const jst = (y: number, m: number, d: number): number => Date.UTC(y, m - 1, d, -9) / 1000;
const weekdaysOnly = { ...ALL_WEEKDAYS, saturday: false, sunday: false };

const group = (overrides: Partial<Group> = {}): Group => ({
  id: 1,
  name: '会議室',
  enableOffline: false,
  enableRemote: false,
  whole: false,
  guestCount: 3,
  conditions: NO_CONDITIONS,
  ...overrides,
});

describe('usage conditions in words', () => {
  it("says '制限なし' when there is none", () => {
    expect(describeConditions(group())).toEqual(['制限なし']);
  });
  it('shows the period as Japanese dates, end date inclusive', () => {
    const conditions = { ...NO_CONDITIONS, duration: { from: jst(2026, 11, 21), expiresIn: 86_400 + 86_399 } };
    expect(describeConditions({ conditions })).toEqual(['2026年11月21日〜2026年11月22日']);
  });
  it('marks a daily end past midnight with 翌', () => {
    expect(
      describeConditions({ conditions: { ...NO_CONDITIONS, daily: { fromMinute: 1320, expiresInMinutes: 480 } } }),
    ).toEqual(['22:00〜翌06:00']);
    expect(
      describeConditions({ conditions: { ...NO_CONDITIONS, daily: { fromMinute: 540, expiresInMinutes: 540 } } }),
    ).toEqual(['09:00〜18:00']);
  });
  it('a window ending exactly at midnight ends 翌00:00', () => {
    expect(
      describeConditions({ conditions: { ...NO_CONDITIONS, daily: { fromMinute: 1380, expiresInMinutes: 60 } } }),
    ).toEqual(['23:00〜翌00:00']);
  });
  it('lists weekdays Monday first joined with ・', () => {
    expect(
      describeConditions({
        conditions: { ...NO_CONDITIONS, weekly: { ...weekdaysOnly, thursday: false, friday: false } },
      }),
    ).toEqual(['月・火・水']);
  });
  it('orders period, days, hours', () => {
    const conditions = {
      duration: { from: jst(2026, 1, 5), expiresIn: 86_399 },
      daily: { fromMinute: 480, expiresInMinutes: 60 },
      weekly: weekdaysOnly,
    };
    expect(describeConditions({ conditions })).toEqual([
      '2026年1月5日〜2026年1月5日',
      '月・火・水・木・金',
      '08:00〜09:00',
    ]);
  });
  it('a weekly condition with no day says so rather than nothing', () => {
    const none = weekdays();
    expect(describeConditions({ conditions: { ...NO_CONDITIONS, weekly: none } })).toEqual([GROUP_MESSAGES.noWeekday]);
  });
});

describe('groups list', () => {
  it('hides whole groups', () => {
    expect(visibleGroups([group({ id: 1, whole: true }), group({ id: 2 })]).map((g) => g.id)).toEqual([2]);
  });
  it('group guest tabs page by 10', () => {
    expect(GROUP_GUEST_PAGE_SIZE).toBe(10);
  });
});

describe('group messages (devices-access §8)', () => {
  it('are copied exactly', () => {
    expect(GROUP_MESSAGES.saveFailed).toBe('保存に失敗しました。時間をおいて再度お試しください。');
    expect(GROUP_MESSAGES.loadFailed).toBe('グループ情報を取得できませんでした。');
    expect(GROUP_MESSAGES.listFailed).toBe('グループ情報の取得に失敗しました。');
    expect(GROUP_MESSAGES.deleteFailed).toBe('削除に失敗しました。');
    expect(GROUP_MESSAGES.createFailed).toBe('登録に失敗しました。時間をおいて再度お試しください。');
  });
});

describe("the settings form's live preview", () => {
  const form = defaultGroupForm(new Date(Date.UTC(2026, 10, 21, 3)));

  it('no condition on: no restriction, whatever the name', () => {
    expect(conditionsPreviewOf({ ...form, name: '' })).toEqual({ conditions: NO_CONDITIONS, summary: '制限なし' });
  });

  it('the conditions being edited, in words and as conditions', () => {
    const preview = conditionsPreviewOf({
      ...form,
      daily: { enabled: true, startTime: '09:00', endTime: '18:00' },
      weekly: { enabled: true, days: weekdaysOnly },
    });
    expect(preview?.summary).toBe('月・火・水・木・金 / 09:00〜18:00');
    expect(preview?.conditions.weekly).toEqual(weekdaysOnly);
    expect(preview?.conditions.daily).toEqual({ fromMinute: 540, expiresInMinutes: 540 });
  });

  it('a condition that breaks a rule: nothing to preview', () => {
    expect(conditionsPreviewOf({ ...form, daily: { enabled: true, startTime: '09:00', endTime: '09:00' } })).toBeNull();
    expect(
      conditionsPreviewOf({
        ...form,
        weekly: {
          enabled: true,
          days: { ...weekdaysOnly, monday: false, tuesday: false, wednesday: false, thursday: false, friday: false },
        },
      }),
    ).toBeNull();
    expect(
      conditionsPreviewOf({ ...form, duration: { enabled: true, startDate: '2026-11-22', endDate: '2026-11-21' } }),
    ).toBeNull();
  });
});
