import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { holidayLabelOf, holidayOn } from '../../../src/domain/calendar/holidays';
import { LazyHolidayCalendar } from '../../../src/infrastructure/browser/holidays/LazyHolidayCalendar';

describe('LazyHolidayCalendar', () => {
  it('reads the package’s table once: 1970 to 2050, substitute and citizens’ holidays included', async () => {
    const calendar = new LazyHolidayCalendar();
    const table = await calendar.table();
    if (E.isLeft(table)) throw new Error('not loaded');
    expect({ first: table.right.firstYear, last: table.right.lastYear }).toEqual({ first: 1970, last: 2050 });
    expect(holidayLabelOf(table.right, '2025-11-03')).toBe('11月3日（月・祝）文化の日');
    expect(holidayOn(table.right, '2026-05-06')?.name).toBe('振替休日');
    expect(holidayOn(table.right, '2026-09-22')?.name).toBe('国民の休日');
    expect(holidayOn(table.right, '2026-11-27')).toBeNull();
    // kept: the second question answers the same table
    const again = await calendar.table();
    expect(E.isRight(again) ? again.right : null).toBe(table.right);
  });

  it('answers Unavailable when the load fails, and loads again on the next question', async () => {
    let attempts = 0;
    const calendar = new LazyHolidayCalendar(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve({ '2026-11-03': { name: '文化の日' } });
    });
    expect(await calendar.table()).toEqual(E.left({ _tag: 'Unavailable', reason: 'network' }));
    const table = await calendar.table();
    expect(E.isRight(table) ? [...table.right.names] : null).toEqual([['2026-11-03', '文化の日']]);
    expect(attempts).toBe(2);
  });
});
