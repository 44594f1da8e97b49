import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupVerdictAt } from '../../../src/domain/access/moment';
import {
  describeStretches,
  holidayNoticeOf,
  holidayOpeningsOf,
  isWorkdayGroup,
  openStretchesOn,
  weekHolidayLineOf,
  weekHolidaysOf,
} from '../../../src/domain/calendar/groupHolidays';
import { CALENDAR_MESSAGES } from '../../../src/domain/calendar/messages';
import { dayStartOf } from '../../../src/domain/calendar/days';
import { NO_CONDITIONS, type GroupConditions } from '../../../src/domain/groups/group';
import { TEST_HOLIDAYS } from '../../support/holidays';
import { weekdays } from '../../support/weekdays';

const WORKDAYS = weekdays('monday', 'tuesday', 'wednesday', 'thursday', 'friday');
const OFFICE: GroupConditions = {
  ...NO_CONDITIONS,
  weekly: WORKDAYS,
  daily: { fromMinute: 540, expiresInMinutes: 540 },
};
const NIGHTS: GroupConditions = {
  ...NO_CONDITIONS,
  weekly: WORKDAYS,
  daily: { fromMinute: 1320, expiresInMinutes: 480 },
};
// 2026-04-20 is a Monday: its 90 days reach 2026-07-18
const APRIL_20 = new Date('2026-04-20T09:00:00+09:00');
const seconds = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);

describe('which groups the holiday rule speaks for', () => {
  it('a weekday condition that keeps a weekend day closed', () => {
    expect(isWorkdayGroup(OFFICE)).toBe(true);
    expect(isWorkdayGroup({ ...NO_CONDITIONS, weekly: weekdays('monday', 'saturday') })).toBe(true);
    expect(
      isWorkdayGroup({
        ...NO_CONDITIONS,
        weekly: weekdays('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'),
      }),
    ).toBe(true);
  });

  it('not a group open every day, with or without a weekday condition, nor a weekends-only group', () => {
    expect(isWorkdayGroup(NO_CONDITIONS)).toBe(false);
    expect(isWorkdayGroup({ ...NO_CONDITIONS, daily: { fromMinute: 540, expiresInMinutes: 540 } })).toBe(false);
    expect(
      isWorkdayGroup({
        ...NO_CONDITIONS,
        weekly: weekdays('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'),
      }),
    ).toBe(false);
    expect(isWorkdayGroup({ ...NO_CONDITIONS, weekly: weekdays('saturday', 'sunday') })).toBe(false);
  });
});

describe('openStretchesOn', () => {
  it('gives a weekday’s hours, and none on a day the weekly condition closes', () => {
    expect(describeStretches(openStretchesOn(OFFICE, '2026-05-04'), '2026-05-04')).toBe('09:00〜18:00');
    expect(openStretchesOn(OFFICE, '2026-05-03')).toEqual([]);
    expect(describeStretches(openStretchesOn({ ...NO_CONDITIONS, weekly: WORKDAYS }, '2026-05-04'), '2026-05-04')).toBe(
      '終日',
    );
  });

  it('opens the morning after a weekday’s night window, and not after a closed evening', () => {
    // Monday 4 May: Sunday's window is closed, its own starts at 22:00
    expect(describeStretches(openStretchesOn(NIGHTS, '2026-05-04'), '2026-05-04')).toBe('22:00〜24:00');
    // Tuesday 5 May: Monday's window runs to 06:00, then its own from 22:00
    expect(describeStretches(openStretchesOn(NIGHTS, '2026-05-05'), '2026-05-05')).toBe('00:00〜06:00・22:00〜24:00');
  });

  it('cuts the day to the group’s period, its last second inside', () => {
    const ending: GroupConditions = {
      ...OFFICE,
      duration: {
        from: seconds('2026-04-01T00:00:00+09:00'),
        expiresIn: seconds('2026-05-04T12:00:00+09:00') - seconds('2026-04-01T00:00:00+09:00'),
      },
    };
    const stretches = openStretchesOn(ending, '2026-05-04');
    expect(stretches).toEqual([
      { from: new Date('2026-05-04T09:00:00+09:00').getTime(), to: new Date('2026-05-04T12:00:01+09:00').getTime() },
    ]);
    expect(describeStretches(stretches, '2026-05-04')).toBe('09:00〜12:00');
    expect(openStretchesOn(ending, '2026-05-05')).toEqual([]);
  });

  it('says what groupVerdictAt says of every minute of the day', () => {
    const conditions: fc.Arbitrary<GroupConditions> = fc.record({
      duration: fc.option(
        fc.record({
          from: fc.integer({ min: seconds('2026-04-25T00:00:00+09:00'), max: seconds('2026-05-08T00:00:00+09:00') }),
          expiresIn: fc.integer({ min: 0, max: 10 * 86_400 }),
        }),
      ),
      daily: fc.option(
        fc.record({
          fromMinute: fc.integer({ min: 0, max: 1439 }),
          expiresInMinutes: fc.integer({ min: 1, max: 3 * 1440 }),
        }),
      ),
      weekly: fc.option(
        fc.record({
          monday: fc.boolean(),
          tuesday: fc.boolean(),
          wednesday: fc.boolean(),
          thursday: fc.boolean(),
          friday: fc.boolean(),
          saturday: fc.boolean(),
          sunday: fc.boolean(),
        }),
      ),
    });
    const day = fc.constantFrom('2026-05-01', '2026-05-03', '2026-05-04', '2026-05-06');
    fc.assert(
      fc.property(conditions, day, fc.integer({ min: 0, max: 1439 }), (c, date, minute) => {
        const at = (dayStartOf(date) ?? 0) + minute * 60_000;
        const inside = openStretchesOn(c, date).some((s) => at >= s.from && at < s.to);
        expect(inside).toBe(groupVerdictAt(c, new Date(at)).opens);
      }),
      { numRuns: 500 },
    );
  });
});

describe('holidayOpeningsOf', () => {
  it('names the weekday holidays of the next 90 days a weekday group still opens on, substitute holidays included', () => {
    const check = holidayOpeningsOf(OFFICE, TEST_HOLIDAYS, APRIL_20);
    expect({ from: check.from, to: check.to, applies: check.applies, covered: check.covered }).toEqual({
      from: '2026-04-20',
      to: '2026-07-18',
      applies: true,
      covered: true,
    });
    // 5月3日 is a Sunday (closed anyway); 7月20日 is past the 90 days
    expect(check.openings.map((o) => `${o.label} ${o.hours}`)).toEqual([
      '4月29日（水・祝）昭和の日 09:00〜18:00',
      '5月4日（月・祝）みどりの日 09:00〜18:00',
      '5月5日（火・祝）こどもの日 09:00〜18:00',
      '5月6日（水・祝）振替休日 09:00〜18:00',
    ]);
  });

  it('counts today, and only the holidays a weekday of the group allows', () => {
    const mondaysOnly: GroupConditions = { ...NO_CONDITIONS, weekly: weekdays('monday') };
    const check = holidayOpeningsOf(mondaysOnly, TEST_HOLIDAYS, new Date('2026-05-04T23:59:00+09:00'));
    expect(check.openings.map((o) => o.date)).toEqual(['2026-05-04', '2026-07-20']);
    expect(check.openings[0]?.hours).toBe('終日');
  });

  it('says nothing for a group the rule does not speak for', () => {
    expect(holidayOpeningsOf(NO_CONDITIONS, TEST_HOLIDAYS, APRIL_20)).toMatchObject({ applies: false, openings: [] });
    expect(holidayNoticeOf(holidayOpeningsOf(NO_CONDITIONS, TEST_HOLIDAYS, APRIL_20), TEST_HOLIDAYS)).toEqual([]);
  });

  it('tells the group’s page what the conditions cannot do and how its period covers a holiday', () => {
    const notice = holidayNoticeOf(holidayOpeningsOf(OFFICE, TEST_HOLIDAYS, APRIL_20), TEST_HOLIDAYS);
    expect(notice).toEqual([
      '今後90日間の祝日のうち4日は、この鍵グループの条件で扉が開きます。',
      CALENDAR_MESSAGES.cannotExcludeHolidays,
      CALENDAR_MESSAGES.coverWithPeriod,
    ]);
    expect(notice[1]).toContain('祝日だけを除くことはできません');
    expect(notice[2]).toContain('「期間」');
  });

  it('says when no holiday opens, and when the 90 days reach past the table', () => {
    const period: GroupConditions = {
      ...OFFICE,
      duration: { from: seconds('2026-05-07T00:00:00+09:00'), expiresIn: 30 * 86_400 },
    };
    expect(holidayNoticeOf(holidayOpeningsOf(period, TEST_HOLIDAYS, APRIL_20), TEST_HOLIDAYS)).toEqual([
      '今後90日間の祝日に、この鍵グループの条件で扉が開く日はありません。',
    ]);
    const late = holidayOpeningsOf(OFFICE, TEST_HOLIDAYS, new Date('2027-11-01T09:00:00+09:00'));
    expect(late.covered).toBe(false);
    expect(holidayNoticeOf(late, TEST_HOLIDAYS)).toContain('2028年以降の祝日は祝日表にないため判定していません。');
  });
});

describe("the week view's holidays (the 7 days from today)", () => {
  // 2026-11-01 is a Sunday: its 7 days hold 文化の日 (Tuesday)
  const NOV_1 = new Date('2026-11-01T12:00:00+09:00');

  it('marks each holiday on its weekday with the hours the group opens on it', () => {
    expect(weekHolidaysOf(OFFICE, TEST_HOLIDAYS, NOV_1)).toEqual([
      { date: '2026-11-03', weekday: 'tuesday', label: '11月3日（火・祝）文化の日', hours: '09:00〜18:00' },
    ]);
    expect(weekHolidaysOf({ ...NO_CONDITIONS, weekly: weekdays('monday') }, TEST_HOLIDAYS, NOV_1)).toEqual([
      { date: '2026-11-03', weekday: 'tuesday', label: '11月3日（火・祝）文化の日', hours: null },
    ]);
    // no condition at all: the whole day
    expect(weekHolidaysOf(NO_CONDITIONS, TEST_HOLIDAYS, NOV_1)[0]?.hours).toBe('終日');
  });

  it('reaches today and the 6 days after it, no further, and marks a holiday on a weekend too', () => {
    // 2026-10-27 (Tuesday): 11-03 is the 7th day after, outside the week
    expect(weekHolidaysOf(OFFICE, TEST_HOLIDAYS, new Date('2026-10-27T23:59:00+09:00'))).toEqual([]);
    // 2026-10-27 at 15:00 UTC is 2026-10-28 00:00 in Japan: 11-03 is its 6th day after
    expect(weekHolidaysOf(OFFICE, TEST_HOLIDAYS, new Date('2026-10-27T15:00:00Z')).map((h) => h.date)).toEqual([
      '2026-11-03',
    ]);
    // 2026-05-03 is a Sunday: marked, and the office group (weekdays) does not open on it
    expect(weekHolidaysOf(OFFICE, TEST_HOLIDAYS, new Date('2026-05-01T10:00:00+09:00'))).toEqual([
      { date: '2026-05-03', weekday: 'sunday', label: '5月3日（日・祝）憲法記念日', hours: null },
      { date: '2026-05-04', weekday: 'monday', label: '5月4日（月・祝）みどりの日', hours: '09:00〜18:00' },
      { date: '2026-05-05', weekday: 'tuesday', label: '5月5日（火・祝）こどもの日', hours: '09:00〜18:00' },
      { date: '2026-05-06', weekday: 'wednesday', label: '5月6日（水・祝）振替休日', hours: '09:00〜18:00' },
    ]);
  });

  it('says in one line whether the doors open on it', () => {
    const [opens] = weekHolidaysOf(OFFICE, TEST_HOLIDAYS, NOV_1);
    const [closed] = weekHolidaysOf({ ...NO_CONDITIONS, weekly: weekdays('monday') }, TEST_HOLIDAYS, NOV_1);
    if (opens === undefined || closed === undefined) throw new Error('no holiday in the week');
    expect(weekHolidayLineOf(opens)).toBe('11月3日（火・祝）文化の日：この条件では09:00〜18:00に扉が開きます。');
    expect(weekHolidayLineOf(closed)).toBe('11月3日（火・祝）文化の日：この条件では扉は開きません。');
  });
});
