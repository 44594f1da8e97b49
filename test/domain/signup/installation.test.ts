import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  firstReservableDate,
  fromWireInstallationDate,
  isReservableDate,
  toWireInstallationDate,
  validateInstallation,
  type InstallationChoice,
} from '../../../src/domain/signup/installation';

// Friday 2026-11-20: day 7 is Friday 11-27, day 180 is Wednesday 2027-05-19
const TODAY = '2026-11-20';
const DEFAULTS = boundsOf(TODAY, undefined);

describe('installation date bounds (account-billing-signup §5 and §9)', () => {
  it('default: from today + 7 to today + 180', () => {
    expect(DEFAULTS).toEqual({ min: '2026-11-27', max: '2027-05-19', nonReservables: [] });
  });

  it('day 7 is the first reservable day, day 6 is not', () => {
    expect(isReservableDate('2026-11-27', DEFAULTS)).toBe(true);
    expect(isReservableDate('2026-11-26', DEFAULTS)).toBe(false);
  });

  it('day 180 is the last reservable day, day 181 is not', () => {
    expect(isReservableDate('2027-05-19', DEFAULTS)).toBe(true);
    expect(isReservableDate('2027-05-20', DEFAULTS)).toBe(false);
  });

  it('weekdays only: Saturday and Sunday never', () => {
    expect(isReservableDate('2026-11-28', DEFAULTS)).toBe(false);
    expect(isReservableDate('2026-11-29', DEFAULTS)).toBe(false);
    expect(isReservableDate('2026-11-30', DEFAULTS)).toBe(true);
  });

  it('never on a non-reservable date (a public holiday from the server)', () => {
    const bounds = boundsOf(TODAY, { fromOn: '2026-11-27', toOn: '2027-05-19', nonReservables: ['2027-01-11'] });
    expect(isReservableDate('2027-01-11', bounds)).toBe(false);
    expect(isReservableDate('2027-01-12', bounds)).toBe(true);
  });

  it('earliest_on raises the lower bound and is where the pickers start; the upper limit never passes day 180', () => {
    const bounds = boundsOf(TODAY, {
      fromOn: '2026-11-27',
      toOn: '2027-12-31',
      earliestOn: '2026-12-02',
      nonReservables: [],
    });
    expect(bounds.min).toBe('2026-12-02');
    expect(bounds.max).toBe('2027-05-19');
    expect(isReservableDate('2026-12-01', bounds)).toBe(false);
  });

  it('the first reservable day skips a weekend and non-reservable days', () => {
    expect(firstReservableDate(boundsOf('2026-11-21', undefined))).toBe('2026-11-30');
    expect(
      firstReservableDate(
        boundsOf('2026-11-21', { fromOn: '2026-11-28', toOn: '2027-05-20', nonReservables: ['2026-11-30'] }),
      ),
    ).toBe('2026-12-01');
  });
});

const choice = (priority: 1 | 2 | 3, date: string, timeSlot: InstallationChoice['timeSlot']): InstallationChoice => ({
  priority,
  date,
  timeSlot,
});

describe('the three desired dates', () => {
  it('must be three different date-time pairs, with the exact message', () => {
    const same = [
      choice(1, '2026-12-01', 'morning'),
      choice(2, '2026-12-01', 'morning'),
      choice(3, '2026-12-02', 'evening'),
    ];
    expect(validateInstallation(same, DEFAULTS).distinct).toBe(
      '第1〜第3希望日はそれぞれ異なる日時を選択してください。',
    );
    const sameDayOtherSlots = [
      choice(1, '2026-12-01', 'morning'),
      choice(2, '2026-12-01', 'daytime'),
      choice(3, '2026-12-01', 'evening'),
    ];
    expect(validateInstallation(sameDayOtherSlots, DEFAULTS)).toEqual({ fields: {} });
  });

  it('each needs a reservable date and a time slot', () => {
    const errors = validateInstallation(
      [choice(1, '', 'morning'), choice(2, '2026-11-28', ''), choice(3, '2026-12-01', 'evening')],
      DEFAULTS,
    );
    expect(errors.fields[1]).toEqual({ date: '第1希望日を選択してください。' });
    expect(errors.fields[2]).toEqual({
      date: '2026年11月27日から2027年05月19日までの平日（予約できない日を除く）を選択してください。',
      timeSlot: '第2希望の時間帯を選択してください。',
    });
    expect(errors.fields[3]).toBeUndefined();
  });
});

describe('submitted dates are shifted by one day (the wire contract of account-billing-signup §9)', () => {
  it('the wire carries the chosen day plus one, across month and year ends', () => {
    expect(toWireInstallationDate('2026-12-01')).toBe('2026-12-02');
    expect(toWireInstallationDate('2026-12-31')).toBe('2027-01-01');
    expect(toWireInstallationDate('2027-02-28')).toBe('2027-03-01');
  });
  it('reading the wire gives back the chosen day', () => {
    expect(fromWireInstallationDate(toWireInstallationDate('2027-03-31'))).toBe('2027-03-31');
  });
});
