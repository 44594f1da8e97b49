import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { HolidayCalendar } from '../../../src/application/calendar/ports/HolidayCalendar';
import { PortErrors } from '../../../src/application/ports/PortError';
import { SearchGroups } from '../../../src/application/groups/SearchGroups';
import { NO_CONDITIONS, type GroupConditions } from '../../../src/domain/groups/group';
import { DEMO_GROUPS } from '../../../src/infrastructure/memory/groups/slice';
import { HolidayGroupsPresenter, type HolidayGroupsState } from '../../../src/ui/calendar/HolidayGroupsPresenter';
import { HolidayMomentPresenter, type HolidayMomentState } from '../../../src/ui/calendar/HolidayMomentPresenter';
import { groupHolidaysIn } from '../../../src/ui/calendar/groupHolidaysView';
import { dayLabelIn, HolidaysPresenter, type HolidaysState } from '../../../src/ui/calendar/HolidaysPresenter';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { recordStates } from '../../support/presenters';
import { weekdays } from '../../support/weekdays';

const UNAVAILABLE = '祝日表を読み込めませんでした。時間をおいて再度お試しください。';
const COVERAGE = '祝日は1970年から2050年までの祝日表で判定しています。';
// a Sunday: its 7 days hold 文化の日 (Tuesday 2026-11-03), its 90 days reach 2027-01-29
const NOV_1 = new Date('2026-11-01T12:00:00+09:00');
const OFFICE: GroupConditions = {
  ...NO_CONDITIONS,
  weekly: weekdays('monday', 'tuesday', 'wednesday', 'thursday', 'friday'),
  daily: { fromMinute: 540, expiresInMinutes: 540 },
};

const tableDown = (backend: Backend) =>
  backend.container
    .rebind<HolidayCalendar>(HolidayCalendar)
    .toConstantValue({ table: () => Promise.resolve(E.left(PortErrors.unavailable('network'))) });

const holidaysSummary = (s: HolidaysState) =>
  s.status === 'ready' ? `ready ${s.now.toISOString()}` : s.status === 'failed' ? `failed ${s.message}` : 'loading';

describe.each(BACKENDS)('the holiday presenters on the %s backend', (_name, makeBackend) => {
  it("a date field's table: loading → ready at the console's clock; a day's label; the group page's words", async () => {
    const backend = await signedIn(() => makeBackend(NOV_1));
    const presenter = backend.container.get(HolidaysPresenter);
    const seen = recordStates(presenter, holidaysSummary);
    await presenter.open();
    expect(seen).toEqual(['loading', 'ready 2026-11-01T03:00:00.000Z']);
    const state = presenter.snapshot;
    expect(dayLabelIn(state, '2026-11-03')).toBe('11月3日（火・祝）文化の日');
    expect(dayLabelIn(state, '2026-11-24')).toBeNull();
    expect(dayLabelIn(state, '2026-05-06')).toBe('5月6日（水・祝）振替休日');
    expect(dayLabelIn({ status: 'loading' }, '2026-11-03')).toBeNull();

    expect(groupHolidaysIn(state, OFFICE)).toEqual({
      week: [{ date: '2026-11-03', weekday: 'tuesday', label: '11月3日（火・祝）文化の日', hours: '09:00〜18:00' }],
      weekLines: ['11月3日（火・祝）文化の日：この条件では09:00〜18:00に扉が開きます。'],
      openings: [
        expect.objectContaining({ date: '2026-11-03', label: '11月3日（火・祝）文化の日', hours: '09:00〜18:00' }),
        expect.objectContaining({ date: '2026-11-23', label: '11月23日（月・祝）勤労感謝の日', hours: '09:00〜18:00' }),
        expect.objectContaining({ date: '2027-01-01', label: '1月1日（金・祝）元日', hours: '09:00〜18:00' }),
        expect.objectContaining({ date: '2027-01-11', label: '1月11日（月・祝）成人の日', hours: '09:00〜18:00' }),
      ],
      notice: [
        '今後90日間の祝日のうち4日は、この鍵グループの条件で扉が開きます。',
        '鍵グループの利用条件（期間・曜日・時間帯）では祝日だけを除くことはできません。曜日の条件に合う祝日も、平日と同じように扉が開きます。',
        '祝日に扉を開けないようにするには、グループ設定の「期間」の終了日を祝日の前日にし、祝日が明けてから期間を延ばしてください（期間は連続した1つの範囲のため、祝日だけを抜くことはできません）。',
      ],
      coverage: COVERAGE,
    });
    // a period that ends the day before 文化の日 and starts again after 成人の日: marked in the week, no opening
    const covered: GroupConditions = {
      ...OFFICE,
      duration: {
        from: Math.floor(new Date('2026-10-01T00:00:00+09:00').getTime() / 1000),
        expiresIn: Math.floor(
          (new Date('2026-11-02T23:59:59+09:00').getTime() - Date.parse('2026-10-01T00:00:00+09:00')) / 1000,
        ),
      },
    };
    expect(groupHolidaysIn(state, covered)).toEqual({
      week: [{ date: '2026-11-03', weekday: 'tuesday', label: '11月3日（火・祝）文化の日', hours: null }],
      weekLines: ['11月3日（火・祝）文化の日：この条件では扉は開きません。'],
      openings: [],
      notice: ['今後90日間の祝日に、この鍵グループの条件で扉が開く日はありません。'],
      coverage: COVERAGE,
    });
    // every day open: marked, and the rule says nothing more
    expect(groupHolidaysIn(state, NO_CONDITIONS)?.notice).toEqual([]);
    expect(groupHolidaysIn(state, NO_CONDITIONS)?.weekLines).toEqual([
      '11月3日（火・祝）文化の日：この条件では終日扉が開きます。',
    ]);
  });

  it("a date field's table that cannot be loaded: the failure's own sentence, and no words", async () => {
    const backend = await signedIn(makeBackend);
    tableDown(backend);
    const presenter = backend.container.get(HolidaysPresenter);
    await presenter.open();
    expect(holidaysSummary(presenter.snapshot)).toBe(`failed ${UNAVAILABLE}`);
    expect(groupHolidaysIn(presenter.snapshot, OFFICE)).toBeNull();
  });

  it('the moment of an access view: its holiday on 文化の日, nothing the next day', async () => {
    const backend = await signedIn(makeBackend);
    const presenter = backend.container.get(HolidayMomentPresenter);
    const seen = recordStates(presenter, (s: HolidayMomentState) => JSON.stringify(s));
    await presenter.open({ at: Date.parse('2026-11-03T23:59:00+09:00') });
    await presenter.open({ at: Date.parse('2026-11-04T00:00:00+09:00') });
    expect(seen).toEqual([
      '{"status":"loading"}',
      '{"status":"ready","label":"11月3日（火・祝）文化の日"}',
      '{"status":"ready","label":null}',
    ]);
    tableDown(backend);
    const failing = backend.container.get(HolidayMomentPresenter);
    await failing.open({ at: Date.parse('2026-11-03T10:00:00+09:00') });
    expect(failing.snapshot).toEqual({ status: 'failed', message: UNAVAILABLE });
  });

  it("the access views' groups: the weekday group with its holidays of the next 90 days, once the advice", async () => {
    const backend = await signedIn(makeBackend);
    const groups = await backend.container.get(SearchGroups).execute('');
    if (E.isLeft(groups)) throw new Error(groups.left.message);
    const presenter = backend.container.get(HolidayGroupsPresenter);
    const seen = recordStates(presenter, (s: HolidayGroupsState) => s.status);
    await presenter.open(groups.right);
    expect(seen).toEqual(['loading', 'ready']);
    // the test clock is 2026-11-21: its 90 days reach 2027-02-18
    expect(presenter.snapshot).toEqual({
      status: 'ready',
      heading: '今後90日間に祝日も扉が開く鍵グループ',
      groups: [
        {
          groupId: DEMO_GROUPS.weekdays,
          name: '平日スタッフ',
          openings: [
            '11月23日（月・祝）勤労感謝の日 終日',
            '1月1日（金・祝）元日 終日',
            '1月11日（月・祝）成人の日 終日',
            '2月11日（木・祝）建国記念の日 終日',
          ],
        },
      ],
      advice: [
        '鍵グループの利用条件（期間・曜日・時間帯）では祝日だけを除くことはできません。曜日の条件に合う祝日も、平日と同じように扉が開きます。',
        '祝日に扉を開けないようにするには、グループ設定の「期間」の終了日を祝日の前日にし、祝日が明けてから期間を延ばしてください（期間は連続した1つの範囲のため、祝日だけを抜くことはできません）。',
      ],
      coverage: COVERAGE,
    });
    // no group meant for working days: no group and no advice
    await presenter.open(groups.right.filter((g) => g.id !== DEMO_GROUPS.weekdays));
    expect(presenter.snapshot).toEqual({
      status: 'ready',
      heading: '今後90日間に祝日も扉が開く鍵グループ',
      groups: [],
      advice: [],
      coverage: COVERAGE,
    });
    tableDown(backend);
    const failing = backend.container.get(HolidayGroupsPresenter);
    await failing.open(groups.right);
    expect(failing.snapshot).toEqual({ status: 'failed', message: UNAVAILABLE });
  });
});
