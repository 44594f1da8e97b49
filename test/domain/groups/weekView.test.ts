import { describe, expect, it } from 'vitest';
import { NO_CONDITIONS } from '../../../src/domain/groups/group';
import { ALL_WEEKDAYS } from '../../../src/domain/groups/groupForm';
import { describeWeekView, type HourCell, weekViewOf } from '../../../src/domain/groups/weekView';
import { weekdays } from '../../support/weekdays';

const NONE = weekdays();
/** Hours of a row with the given state. */
const hoursWhere = (cells: ReadonlyArray<HourCell>, state: HourCell): number[] =>
  cells.flatMap((cell, hour) => (cell === state ? [hour] : []));

describe('week view of a group', () => {
  it('is 7 rows of 24 hours, Sunday first', () => {
    const view = weekViewOf(NO_CONDITIONS);
    expect(view.map((day) => day.label)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    expect(view.every((day) => day.hours.length === 24 && day.hours.every((cell) => cell === 'open'))).toBe(true);
  });
  it('weekly alone opens whole chosen days', () => {
    const view = weekViewOf({ ...NO_CONDITIONS, weekly: { ...NONE, wednesday: true } });
    expect(view.map((day) => hoursWhere(day.hours, 'open').length)).toEqual([0, 0, 0, 24, 0, 0, 0]);
  });
  it('daily alone opens the same hours every day; a partial hour is marked partial', () => {
    const view = weekViewOf({ ...NO_CONDITIONS, daily: { fromMinute: 9 * 60 + 30, expiresInMinutes: 120 } });
    for (const day of view) {
      expect(hoursWhere(day.hours, 'open')).toEqual([10]);
      expect(hoursWhere(day.hours, 'partial')).toEqual([9, 11]);
    }
  });
  it('an overnight window spills into the next day', () => {
    const view = weekViewOf({
      ...NO_CONDITIONS,
      daily: { fromMinute: 22 * 60, expiresInMinutes: 480 },
      weekly: { ...NONE, friday: true },
    });
    const row = (label: string) => view.find((day) => day.label === label)?.hours ?? [];
    expect(hoursWhere(row('金'), 'open')).toEqual([22, 23]);
    expect(hoursWhere(row('土'), 'open')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(row('木').every((cell) => cell === 'closed')).toBe(true);
  });
  it("Saturday night wraps round to the first row (the next week's Sunday)", () => {
    const view = weekViewOf({
      ...NO_CONDITIONS,
      daily: { fromMinute: 22 * 60, expiresInMinutes: 480 },
      weekly: { ...NONE, saturday: true },
    });
    expect(hoursWhere(view[6]?.hours ?? [], 'open')).toEqual([22, 23]);
    expect(hoursWhere(view[0]?.hours ?? [], 'open')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(view.slice(1, 6).every((day) => day.hours.every((cell) => cell === 'closed'))).toBe(true);
  });
  it('all days with an overnight window open the evening and the early morning of every day', () => {
    const view = weekViewOf({
      ...NO_CONDITIONS,
      daily: { fromMinute: 22 * 60, expiresInMinutes: 480 },
      weekly: ALL_WEEKDAYS,
    });
    for (const day of view) expect(hoursWhere(day.hours, 'open')).toEqual([0, 1, 2, 3, 4, 5, 22, 23]);
  });
});

describe('week view in words (the text alternative of the grid)', () => {
  it('says 終日 for every day without conditions', () => {
    expect(describeWeekView(NO_CONDITIONS)).toEqual([
      '日 終日',
      '月 終日',
      '火 終日',
      '水 終日',
      '木 終日',
      '金 終日',
      '土 終日',
    ]);
  });
  it('draws a weekday night window across midnight into the next morning, to the minute', () => {
    const lines = describeWeekView({
      duration: null,
      daily: { fromMinute: 22 * 60 + 30, expiresInMinutes: 8 * 60 },
      weekly: { ...NONE, friday: true },
    });
    expect(lines).toEqual([
      '日 利用不可',
      '月 利用不可',
      '火 利用不可',
      '水 利用不可',
      '木 利用不可',
      '金 22:30〜24:00',
      '土 00:00〜06:30',
    ]);
  });
  it('a Saturday night window wraps round to Sunday morning', () => {
    const lines = describeWeekView({
      duration: null,
      daily: { fromMinute: 23 * 60, expiresInMinutes: 120 },
      weekly: { ...NONE, saturday: true },
    });
    expect([lines[0], lines[6]]).toEqual(['日 00:00〜01:00', '土 23:00〜24:00']);
  });
});
