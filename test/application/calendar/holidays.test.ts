import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { FindHolidayOpenings } from '../../../src/application/calendar/FindHolidayOpenings';
import { LabelHolidayMoment } from '../../../src/application/calendar/LabelHolidayMoment';
import { LoadHolidays } from '../../../src/application/calendar/LoadHolidays';
import { HolidayCalendar } from '../../../src/application/calendar/ports/HolidayCalendar';
import { PortErrors } from '../../../src/application/ports/PortError';
import { SearchGroups } from '../../../src/application/groups/SearchGroups';
import { holidayLabelAt } from '../../../src/domain/calendar/holidays';
import { DEMO_GROUPS } from '../../../src/infrastructure/memory/groups/slice';
import { BACKENDS, signedIn } from '../../support/backends';

describe.each(BACKENDS)('holidays on the %s backend', (_name, makeBackend) => {
  it('loads the holiday table with no call, and says a moment on a holiday is one', async () => {
    const backend = await signedIn(makeBackend);
    const table = await backend.container.get(LoadHolidays).execute();
    if (E.isLeft(table)) throw new Error(table.left.message);
    expect(holidayLabelAt(table.right, new Date('2026-11-03T10:00:00+09:00'))).toBe('11月3日（火・祝）文化の日');
    const label = backend.container.get(LabelHolidayMoment);
    expect(await label.execute(new Date('2026-11-03T23:59:00+09:00'))).toEqual(E.right('11月3日（火・祝）文化の日'));
    expect(await label.execute(new Date('2026-11-04T00:00:00+09:00'))).toEqual(E.right(null));
  });

  it('names the holidays of the next 90 days the weekday group still opens on, and nothing for the others', async () => {
    const backend = await signedIn(makeBackend);
    const groups = await backend.container.get(SearchGroups).execute('');
    if (E.isLeft(groups)) throw new Error(groups.left.message);
    const found = await backend.container.get(FindHolidayOpenings).execute(groups.right);
    if (E.isLeft(found)) throw new Error(found.left.message);
    expect(found.right.coverage).toBe('祝日は1970年から2050年までの祝日表で判定しています。');
    const byGroup = new Map(found.right.groups.map((g) => [g.groupId, g]));
    // 2026-11-21 to 2027-02-18: 勤労感謝の日, 元日, 成人の日 and 建国記念の日 fall on weekdays
    expect(byGroup.get(DEMO_GROUPS.weekdays)?.check.openings.map((o) => o.label)).toEqual([
      '11月23日（月・祝）勤労感謝の日',
      '1月1日（金・祝）元日',
      '1月11日（月・祝）成人の日',
      '2月11日（木・祝）建国記念の日',
    ]);
    expect(byGroup.get(DEMO_GROUPS.weekdays)?.notice[0]).toBe(
      '今後90日間の祝日のうち4日は、この鍵グループの条件で扉が開きます。',
    );
    // no weekday condition, or weekends only: the rule says nothing
    for (const id of [DEMO_GROUPS.unrestricted, DEMO_GROUPS.night, DEMO_GROUPS.cleaning])
      expect(byGroup.get(id)?.notice).toEqual([]);
  });

  it('says so when the table cannot be loaded', async () => {
    const backend = await signedIn(makeBackend);
    backend.container
      .rebind<HolidayCalendar>(HolidayCalendar)
      .toConstantValue({ table: () => Promise.resolve(E.left(PortErrors.unavailable('network'))) });
    expect(await backend.container.get(LoadHolidays).execute()).toEqual(
      E.left({ kind: 'Unavailable', message: '祝日表を読み込めませんでした。時間をおいて再度お試しください。' }),
    );
  });
});
