import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  formatJapaneseDateTime,
  formatPaddedDateTime,
  formatPickerDate,
  instantOfIso,
  japanInstant,
  todayInJapan,
  JAPAN_TIME,
} from '../../../src/domain/shared/dates';

// dates.ts reads and writes Japan time without luxon (Japan's offset is +09:00 all year); luxon, which
// the calendar screens keep, is the reference it must agree with
const instant = fc.date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
const offset = fc.constantFrom('Z', '+09:00', '+0900', '-05:00', '+05:30', '+00:00', '');

const isoIn = (date: Date, zone: string): string => {
  const inZone =
    zone === ''
      ? DateTime.fromJSDate(date).setZone(JAPAN_TIME.zone)
      : DateTime.fromJSDate(date).setZone(
          `UTC${zone === 'Z' ? '' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`,
        );
  return `${inZone.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS")}${zone}`;
};

describe('Japan time without luxon', () => {
  it('property: an ISO text with any offset names the instant luxon reads; without one, Japan time', () => {
    fc.assert(
      fc.property(instant, offset, (date, zone) => {
        const iso = isoIn(date, zone);
        return instantOfIso(iso) === DateTime.fromISO(iso, { zone: JAPAN_TIME.zone }).toMillis();
      }),
    );
  });
  it('property: the formats show the Japan date and time luxon shows', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const iso = date.toISOString();
        const d = DateTime.fromISO(iso).setZone(JAPAN_TIME.zone);
        const weekday = ['月', '火', '水', '木', '金', '土', '日'][d.weekday - 1];
        return (
          formatJapaneseDateTime(iso) === `${d.year}年${d.month}月${d.day}日(${weekday}) ${d.toFormat('HH:mm')}` &&
          formatPaddedDateTime(date) === d.toFormat("yyyy'年'MM'月'dd'日' HH:mm") &&
          formatPickerDate(iso) === d.toFormat("yyyy'年'MM'月'dd'日'") &&
          todayInJapan(date) === d.toISODate()
        );
      }),
    );
  });
  it('reads a date without time as midnight in Japan, whatever the browser zone', () => {
    expect(instantOfIso('2026-11-21')).toBe(DateTime.fromISO('2026-11-21', { zone: JAPAN_TIME.zone }).toMillis());
    expect(instantOfIso('2026-11-21')).toBe(Date.UTC(2026, 10, 20, 15));
  });
  it('refuses what is not an ISO date or names a day that does not exist', () => {
    for (const text of ['2026/11/21', '2026-02-30', '2026-13-01', '2026-11-21T25:00', 'today', ''])
      expect([text, Number.isNaN(instantOfIso(text))]).toEqual([text, true]);
    expect(formatJapaneseDateTime('2026-02-30T10:00:00+09:00')).toBe('-');
    expect(japanInstant('2026-02-29', '10:00')).toBeUndefined();
    expect(japanInstant('2028-02-29', '10:00')).toBe(Date.parse('2028-02-29T01:00:00Z'));
  });
});
