import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '../../../src/domain/afterHours/businessHours';
import type { DoorEvent } from '../../../src/domain/afterHours/events';
import { afterHoursReportOf } from '../../../src/domain/afterHours/report';
import { holidayTableOf } from '../../../src/domain/calendar/holidays';
import { AfterHoursPresenter, AFTER_HOURS_ROWS_STEP } from '../../../src/ui/afterHours/AfterHoursPresenter';
import {
  dayBarsViewOf,
  doorDayViewOf,
  doorTotalsOf,
  heatMapViewOf,
  missingExitViewOf,
  monthChoicesOf,
  monthOfParam,
  outOfHoursRowViewOf,
} from '../../../src/ui/afterHours/afterHoursView';
import { BACKENDS, httpBackend, signedIn, TODAY } from '../../support/backends';
import { effectLine, effectsOf, until } from '../../support/presenters';
import { recordRequests } from '../../support/wire';
import { progressPace } from '../../../src/ui/shared/progressPace';

// these tests follow the reading call by call: the progress told at each change (a screen is told at most every
// 100 ms: accessReviewPresenter.test.ts)
beforeEach(() => {
  progressPace.everyMs = 0;
});
afterEach(() => {
  progressPace.everyMs = 100;
});

const at = (iso: string): number => Date.parse(iso);
const door = (lockId: number, lockName: string) => ({ lockId, lockName });
const event = (
  iso: string,
  kind: DoorEvent['kind'],
  person: string | null,
  keyType: DoorEvent['keyType'] = null,
): DoorEvent => ({ ...door(1, '本社 正面玄関'), at: at(iso), kind, person, keyType });

/** A few events of November 2026 read on the 5th at noon: 文化の日 is Tuesday the 3rd. */
const SMALL = afterHoursReportOf({
  month: { year: 2026, month: 11 },
  events: [
    event('2026-11-02T08:30:00+09:00', 'enter', '佐藤 健', 'card'),
    event('2026-11-02T10:00:00+09:00', 'enter', '鈴木 美咲', 'pin'),
    event('2026-11-02T22:30:00+09:00', 'unlock', '高橋 大輔', 'app'),
    event('2026-11-03T10:00:00+09:00', 'enter', '田中 陽子', 'card'),
    event('2026-11-03T10:00:30+09:00', 'lock', null),
  ],
  hours: DEFAULT_BUSINESS_HOURS,
  table: holidayTableOf([['2026-11-03', '文化の日']]),
  doorsWithExit: new Set([1]),
  readAt: new Date('2026-11-05T03:00:00Z'),
});

describe('what the out-of-hours page draws', () => {
  it('offers this month and the eleven before it, and takes the address’s month only among them', () => {
    const now = new Date('2026-11-21T01:00:00Z');
    expect(monthChoicesOf(now).slice(0, 3)).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 10 },
      { year: 2026, month: 9 },
    ]);
    expect(monthChoicesOf(now).at(-1)).toEqual({ year: 2025, month: 12 });
    expect(monthOfParam('2026-10', now)).toEqual({ year: 2026, month: 10 });
    expect(monthOfParam('2025-12', now)).toEqual({ year: 2025, month: 12 });
    // before the year offered, the future, a typo, none: this month
    expect(monthOfParam('2025-11', now)).toEqual({ year: 2026, month: 11 });
    expect(monthOfParam('2026-12', now)).toEqual({ year: 2026, month: 11 });
    expect(monthOfParam('2026-1', now)).toEqual({ year: 2026, month: 11 });
    expect(monthOfParam(null, now)).toEqual({ year: 2026, month: 11 });
    // the month turns in Japan time: 31 Dec 15:00 UTC is already January in Tokyo
    expect(monthOfParam(null, new Date('2026-12-31T15:00:00Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('draws the heat map Sunday first, each cell’s count, level and hours, with its words for a screen reader', () => {
    const view = heatMapViewOf(SMALL);
    expect(view.rows.map((r) => [r.label, r.total])).toEqual([
      ['日', 0],
      ['月', 3],
      ['火', 1],
      ['水', 0],
      ['木', 0],
      ['金', 0],
      ['土', 0],
    ]);
    const monday = view.rows[1]?.cells ?? [];
    expect([8, 9, 10, 17, 18, 22].map((h) => monday[h])).toEqual([
      { hour: 8, entries: 1, outOfHours: true, level: 4 },
      { hour: 9, entries: 0, outOfHours: false, level: 0 },
      { hour: 10, entries: 1, outOfHours: false, level: 4 },
      { hour: 17, entries: 0, outOfHours: false, level: 0 },
      { hour: 18, entries: 0, outOfHours: true, level: 0 },
      { hour: 22, entries: 1, outOfHours: true, level: 4 },
    ]);
    // the hours of the weekday: a holiday Tuesday's 10:00 stays an inside cell, its entry is counted out of hours
    expect(view.rows[2]?.cells[10]).toEqual({ hour: 10, entries: 1, outOfHours: false, level: 4 });
    expect(view.rows[0]?.cells.every((c) => c.outOfHours)).toBe(true);
    expect(view.max).toBe(1);
    expect(view.description).toBe('曜日・時間帯ごとの入室数：最も多いのは月曜日の8時台（1件）');
    expect(heatMapViewOf({ heatMap: [] }).description).toBe('曜日・時間帯ごとの入室数：この月の入室はありません。');
  });

  it('draws a bar a day up to the reading, holidays and weekends shaded, the out-of-hours part in it', () => {
    const view = dayBarsViewOf(SMALL);
    expect(view.bars.map((b) => [b.label, b.shade, b.note, b.entries, b.outOfHours, b.height, b.outHeight])).toEqual([
      ['11月1日(日)', 'weekend', '土日', 0, 0, 0, 0],
      ['11月2日(月)', null, '', 3, 2, 100, 66.7],
      ['11月3日(火)', 'holiday', '祝日：文化の日', 1, 1, 33.3, 33.3],
      ['11月4日(水)', null, '', 0, 0, 0, 0],
      ['11月5日(木)', null, '', 0, 0, 0, 0],
    ]);
    expect(view.description).toBe('日ごとの入室数：5日間で4件、うち時間外・休日3件');
  });

  it('lists each operation out of hours with its kind, the holiday named', () => {
    expect(SMALL.rows.map(outOfHoursRowViewOf)).toEqual([
      {
        key: `1:${at('2026-11-02T08:30:00+09:00')}:0`,
        at: '2026年11月2日(月) 08:30',
        kind: '時間外',
        door: '本社 正面玄関',
        event: '入室',
        person: '佐藤 健',
        method: 'カード',
      },
      {
        key: `1:${at('2026-11-02T22:30:00+09:00')}:1`,
        at: '2026年11月2日(月) 22:30',
        kind: '時間外',
        door: '本社 正面玄関',
        event: '解錠',
        person: '高橋 大輔',
        method: 'アプリ',
      },
      {
        key: `1:${at('2026-11-03T10:00:00+09:00')}:2`,
        at: '2026年11月3日(火) 10:00',
        kind: '祝日（文化の日）',
        door: '本社 正面玄関',
        event: '入室',
        person: '田中 陽子',
        method: 'カード',
      },
    ]);
  });

  it('gives each door’s day its first entry and last lock, each entry without an exit, and the counts per door', () => {
    expect(SMALL.doorDays.map(doorDayViewOf)).toEqual([
      {
        key: '1:2026-11-02',
        date: '2026年11月2日(月)',
        door: '本社 正面玄関',
        firstIn: '08:30',
        lastOut: '-',
        firstOpened: '08:30',
        lastLocked: '-',
      },
      {
        key: '1:2026-11-03',
        date: '2026年11月3日(火)',
        door: '本社 正面玄関',
        firstIn: '10:00',
        lastOut: '-',
        firstOpened: '10:00',
        lastLocked: '10:00',
      },
    ]);
    expect(SMALL.missingExits.map(missingExitViewOf).map((m) => [m.at, m.door, m.person])).toEqual([
      ['2026年11月2日(月) 08:30', '本社 正面玄関', '佐藤 健'],
      ['2026年11月2日(月) 10:00', '本社 正面玄関', '鈴木 美咲'],
      ['2026年11月3日(火) 10:00', '本社 正面玄関', '田中 陽子'],
    ]);
    expect(
      doorTotalsOf(SMALL, [
        { id: 1, name: '本社 正面玄関' },
        { id: 2, name: '本社 通用口' },
      ]),
    ).toEqual([
      { lockId: 1, door: '本社 正面玄関', operations: 3, entries: 3 },
      { lockId: 2, door: '本社 通用口', operations: 0, entries: 0 },
    ]);
  });
});

const SEEDED_NIGHT = '2026年11月18日(水) 22:30';
const SEEDED_HOLIDAY = '2026年11月3日(火) 10:05';
const seededRows = (presenter: AfterHoursPresenter) => {
  const reading = presenter.snapshot.reading;
  if (reading.status !== 'read') throw new Error(`not read: ${reading.status}`);
  return reading.report.rows
    .map(outOfHoursRowViewOf)
    .filter((r) => r.door === '会議室B' && (r.at === SEEDED_NIGHT || r.at === SEEDED_HOLIDAY))
    .map(({ at, kind, event, person, method }) => [at, kind, event, person, method]);
};

describe.each(BACKENDS)('AfterHoursPresenter on the %s backend', (_name, make) => {
  it('reads the address’s month with progress and lists the demo’s night and holiday entries; the CSV has them', async () => {
    const backend = await signedIn(make);
    const presenter = backend.container.get(AfterHoursPresenter);
    const effects = effectsOf(presenter);
    const progress: string[] = [];
    presenter.state$.subscribe((s) => {
      if (s.reading.status === 'reading') progress.push(`${s.reading.progress.done}/${s.reading.progress.total}`);
    });
    void presenter.open({ scope: { kind: 'organization' }, month: '2026-11' });
    await until(() => presenter.snapshot.reading.status === 'read', 'the report');
    const state = presenter.snapshot;
    expect(state.month).toEqual({ year: 2026, month: 11 });
    expect(state.hours.description).toBe('月〜金 09:00〜18:00（土・日・祝日は休業）');
    expect(progress.length).toBeGreaterThan(10);
    const [done, total] = (progress.at(-1) ?? '').split('/').map(Number);
    expect(done).toBe(total);
    expect(seededRows(presenter)).toEqual([
      [SEEDED_HOLIDAY, '祝日（文化の日）', '解錠', '山口 恵', 'アプリ'],
      [SEEDED_NIGHT, '時間外', '解錠', '佐々木 剛', 'アプリ'],
    ]);
    expect(presenter.headingOf(state)).toEqual({
      title: '時間外・休日の入退室',
      subject: '株式会社キュリオデモ　2026年11月',
      hours: '営業時間：月〜金 09:00〜18:00（土・日・祝日は休業）',
    });
    expect(state.reading.status === 'read' && state.reading.readAt).toEqual(TODAY);

    const downloads: Blob[] = [];
    presenter.effects.effects$.subscribe((e) => {
      if (e.kind === 'download') downloads.push(e.blob);
    });
    presenter.downloadCsv();
    expect(effects.map(effectLine)).toEqual(['download:時間外・休日の入退室_株式会社キュリオデモ_2026年11月.csv']);
    const csv = await downloads[0]?.text();
    expect(csv).toContain('2026/11/18 22:30:00,水,時間外,,会議室B,解錠,佐々木 剛,アプリ\r\n');
    expect(csv).toContain('2026/11/03 10:05:00,火,祝日,文化の日,会議室B,解錠,山口 恵,アプリ\r\n');
  });
});

describe('AfterHoursPresenter', () => {
  it('judges what was read against hours just saved without a call, and keeps them for the organization', async () => {
    const backend = await signedIn(httpBackend);
    const presenter = backend.container.get(AfterHoursPresenter);
    const effects = effectsOf(presenter, { summarize: effectLine });
    void presenter.open({ scope: { kind: 'organization' }, month: '2026-11' });
    await until(() => presenter.snapshot.reading.status === 'read', 'the report');
    const before = presenter.snapshot.reading;
    if (before.status !== 'read') throw new Error('not read');
    const sent = recordRequests();

    presenter.editHours();
    expect(presenter.snapshot.hoursDraft?.wednesday).toEqual({ open: true, from: '09:00', to: '18:00' });
    // open till 23:00 on Wednesdays, and a broken Saturday first: refused, said on the Saturday, nothing kept
    presenter.changeDay('wednesday', { to: '23:00' });
    presenter.changeDay('saturday', { open: true, from: '12:00', to: '10:00' });
    await presenter.saveHours();
    expect(presenter.snapshot.hoursErrors).toEqual({ saturday: '終了時刻を開始時刻より後に設定してください。' });
    expect(presenter.snapshot.hours.description).toBe('月〜金 09:00〜18:00（土・日・祝日は休業）');
    presenter.changeDay('saturday', { open: false });
    await presenter.saveHours();

    const after = presenter.snapshot;
    expect(after.hoursDraft).toBeNull();
    expect(after.hoursErrors).toEqual({});
    expect(after.hours.description).toBe(
      '月・火 09:00〜18:00・水 09:00〜23:00・木・金 09:00〜18:00（土・日・祝日は休業）',
    );
    expect(seededRows(presenter)).toEqual([[SEEDED_HOLIDAY, '祝日（文化の日）', '解錠', '山口 恵', 'アプリ']]);
    if (after.reading.status !== 'read') throw new Error('not read');
    expect(after.reading.report.rows.length).toBeLessThan(before.report.rows.length);
    expect(after.reading.reading).toBe(before.reading);
    expect(presenter.headingOf(after).hours).toBe(
      '営業時間：月・火 09:00〜18:00・水 09:00〜23:00・木・金 09:00〜18:00（土・日・祝日は休業）',
    );
    expect(sent).toEqual([]);
    expect(effects).toEqual(['success:営業時間を保存しました。']);

    // the next opening of the page finds them kept
    presenter.dispose();
    const again = backend.container.get(AfterHoursPresenter);
    expect(again.snapshot.hours.description).toBe(after.hours.description);
    again.dispose();
  });

  it('changes the month by address, for the organization and for one lock; shows a step of rows at a time', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(AfterHoursPresenter);
    const effects = effectsOf(presenter, { summarize: effectLine });
    void presenter.open({ scope: { kind: 'organization' }, month: 'nonsense' });
    expect(presenter.snapshot.month).toEqual({ year: 2026, month: 11 });
    presenter.chooseMonth({ year: 2026, month: 10 });
    void presenter.open({ scope: { kind: 'lock', lockId: 4 }, month: '2026-10' });
    expect(presenter.snapshot.month).toEqual({ year: 2026, month: 10 });
    presenter.chooseMonth({ year: 2026, month: 9 });
    expect(effects).toEqual(['navigate:/after-hours?month=2026-10', 'navigate:/locks/4/after-hours?month=2026-09']);
    await until(() => presenter.snapshot.reading.status === 'read', 'the lock’s report');
    const reading = presenter.snapshot.reading;
    if (reading.status !== 'read') throw new Error('not read');
    expect(reading.reading.door).toBe('会議室B');
    expect(reading.report.month).toEqual({ year: 2026, month: 10 });

    expect(presenter.snapshot.shown.rows).toBe(AFTER_HOURS_ROWS_STEP);
    presenter.showMore('rows');
    expect(presenter.snapshot.shown).toEqual({ rows: 200, doorDays: 100, missing: 100 });
    presenter.showAll();
    expect(presenter.snapshot.shown.rows).toBe(Number.POSITIVE_INFINITY);
    presenter.dispose();
  });
});
