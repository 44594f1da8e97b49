import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '../../../src/domain/afterHours/businessHours';
import { doorEventsOf, type DoorEvent } from '../../../src/domain/afterHours/events';
import {
  afterHoursReportOf,
  afterHoursReportSteps,
  doorDaysOf,
  missingExitsOf,
} from '../../../src/domain/afterHours/report';
import { inSlices } from '../../../src/application/shared/inSlices';
import type { EntryExitLog, LockLog } from '../../../src/domain/logs/log';
import { TEST_HOLIDAYS } from '../../support/holidays';

const DOOR = { id: 1, name: '本社 正面玄関' };
const lockLog = (
  loggedAt: string,
  logType: LockLog['logType'],
  keyType: LockLog['keyType'],
  userName: string | null,
): LockLog => ({
  loggedAt,
  logType,
  keyType,
  userName,
  lockSide: 'main',
});
const entry = (loggedAt: string, useCase: number, guestName: string | null): EntryExitLog => ({
  loggedAt,
  useCase,
  guestName,
});
const ms = (iso: string) => new Date(iso).getTime();
const event = (iso: string, kind: DoorEvent['kind'], person: string | null = '佐藤 健', lockId = 1): DoorEvent => ({
  lockId,
  lockName: lockId === 1 ? DOOR.name : `扉${lockId}`,
  at: ms(iso),
  kind,
  person,
  keyType: null,
});

describe('doorEventsOf', () => {
  it('makes a keypad entry and the lock log’s unlock by the same card one event', () => {
    const events = doorEventsOf(
      DOOR,
      [
        lockLog('2026-11-24T22:30:05+09:00', 'open', 'card', '佐藤 健'),
        lockLog('2026-11-24T22:30:35+09:00', 'autolock', null, null),
        lockLog('2026-11-24T23:10:00+09:00', 'open', 'app', '鈴木 美咲'),
        lockLog('2026-11-24T23:20:00+09:00', 'manual_open', null, null),
        lockLog('2026-11-24T23:30:00+09:00', 'open_failed', 'pin', '田中 陽子'),
        lockLog('2026-11-24T23:40:00+09:00', 'close_failed', 'app', null),
        lockLog('not a time', 'open', 'app', null),
      ],
      [entry('2026-11-24T22:30:00+09:00', 0, '佐藤 健'), entry('2026-11-24T23:50:00+09:00', 1, '佐藤 健')],
    );
    expect(events.map((e) => [e.kind, e.person, e.keyType])).toEqual([
      ['enter', '佐藤 健', 'card'],
      ['lock', null, null],
      ['unlock', '鈴木 美咲', 'app'],
      ['manualUnlock', null, null],
      ['unlockFailed', '田中 陽子', 'pin'],
      ['exit', '佐藤 健', null],
    ]);
  });

  it('keeps an unlock by another person, or more than a minute apart, as its own event', () => {
    const events = doorEventsOf(
      DOOR,
      [
        lockLog('2026-11-24T08:00:00+09:00', 'open', 'card', '鈴木 美咲'),
        lockLog('2026-11-24T08:02:00+09:00', 'open', 'pin', '佐藤 健'),
      ],
      [entry('2026-11-24T08:00:00+09:00', 0, '佐藤 健')],
    );
    expect(events.map((e) => e.kind)).toEqual(['enter', 'unlock', 'unlock']);
  });
});

describe('missingExitsOf', () => {
  const both = new Set([1]);
  const readUntil = ms('2026-11-30T00:00:00+09:00');

  it('finds an entry followed by another entry, or by nothing within a day', () => {
    const missing = missingExitsOf(
      [
        event('2026-11-02T09:00:00+09:00', 'enter'),
        event('2026-11-02T18:00:00+09:00', 'exit'),
        event('2026-11-03T09:00:00+09:00', 'enter'),
        event('2026-11-04T09:00:00+09:00', 'enter'),
        event('2026-11-05T23:00:00+09:00', 'exit'),
        event('2026-11-10T22:00:00+09:00', 'enter', '鈴木 美咲'),
        event('2026-11-11T06:00:00+09:00', 'exit', '鈴木 美咲'),
      ],
      both,
      readUntil,
    );
    // the 3rd: another entry came first; the 4th: its exit came after more than a day; the night shift is paired
    expect(missing.map((m) => [m.person, new Date(m.enteredAt).toISOString()])).toEqual([
      ['佐藤 健', '2026-11-03T00:00:00.000Z'],
      ['佐藤 健', '2026-11-04T00:00:00.000Z'],
    ]);
  });

  it('does not judge an entry less than a day before what was read, a door without an exit keypad, or no name', () => {
    expect(missingExitsOf([event('2026-11-29T09:00:00+09:00', 'enter')], both, readUntil)).toEqual([]);
    expect(missingExitsOf([event('2026-11-02T09:00:00+09:00', 'enter', '佐藤 健', 2)], both, readUntil)).toEqual([]);
    expect(missingExitsOf([event('2026-11-02T09:00:00+09:00', 'enter', null)], both, readUntil)).toEqual([]);
  });
});

describe('doorDaysOf', () => {
  it('gives each door’s day its first entry, last exit, first opening and last lock', () => {
    expect(
      doorDaysOf([
        event('2026-11-24T07:50:00+09:00', 'manualUnlock', null),
        event('2026-11-24T08:10:00+09:00', 'enter'),
        event('2026-11-24T08:40:00+09:00', 'enter', '鈴木 美咲'),
        event('2026-11-24T18:30:00+09:00', 'exit'),
        event('2026-11-24T19:05:00+09:00', 'exit', '鈴木 美咲'),
        event('2026-11-24T19:06:00+09:00', 'lock', null),
        event('2026-11-24T21:00:00+09:00', 'unlockFailed'),
      ]),
    ).toEqual([
      {
        lockId: 1,
        lockName: DOOR.name,
        date: '2026-11-24',
        firstIn: ms('2026-11-24T08:10:00+09:00'),
        lastOut: ms('2026-11-24T19:05:00+09:00'),
        firstOpened: ms('2026-11-24T07:50:00+09:00'),
        lastLocked: ms('2026-11-24T19:06:00+09:00'),
      },
    ]);
  });
});

describe('afterHoursReportOf', () => {
  const events = [
    event('2026-11-24T10:00:00+09:00', 'enter'),
    event('2026-11-24T22:30:00+09:00', 'enter'),
    event('2026-11-24T22:40:00+09:00', 'exit'),
    event('2026-11-23T10:00:00+09:00', 'unlock', '鈴木 美咲'),
    event('2026-11-28T11:00:00+09:00', 'manualUnlock', null),
    event('2026-11-28T11:01:00+09:00', 'lock', null),
    event('2026-10-31T23:00:00+09:00', 'enter'),
  ];
  const report = afterHoursReportOf({
    month: { year: 2026, month: 11 },
    events,
    hours: DEFAULT_BUSINESS_HOURS,
    table: TEST_HOLIDAYS,
    doorsWithExit: new Set([1]),
    readAt: new Date('2026-11-29T12:00:00+09:00'),
  });

  it('lists every opening out of hours, on a closed day or a holiday, oldest first; never a lock, never another month', () => {
    expect(report.rows.map((r) => [r.event.kind, r.moment.kind, r.moment.holiday])).toEqual([
      ['unlock', 'holiday', '勤労感謝の日'],
      ['enter', 'outside', null],
      ['exit', 'outside', null],
      ['manualUnlock', 'closedDay', null],
    ]);
  });

  it('counts entries (keypad entries and unlocks) per day, with weekends and holidays flagged, up to the reading', () => {
    expect(report.entries).toBe(3);
    expect(report.entriesOutOfHours).toBe(2);
    expect(report.days).toHaveLength(29);
    expect(report.days.find((d) => d.date === '2026-11-23')).toEqual({
      date: '2026-11-23',
      weekday: 1,
      weekend: false,
      holiday: '勤労感謝の日',
      entries: 1,
      outOfHours: 1,
    });
    expect(report.days.find((d) => d.date === '2026-11-24')).toMatchObject({ entries: 2, outOfHours: 1 });
    expect(report.days.find((d) => d.date === '2026-11-28')).toMatchObject({ weekend: true, entries: 0 });
  });

  it('draws a weekday × hour map, Sunday first, its cells marked against the hours', () => {
    expect(report.heatMap.map((row) => row.weekday)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    const tuesday = report.heatMap.find((row) => row.weekday === 2);
    expect(tuesday?.cells[22]).toEqual({ hour: 22, entries: 1, hours: 'outside' });
    expect(tuesday?.cells[10]).toEqual({ hour: 10, entries: 1, hours: 'inside' });
    expect(report.heatMap.find((row) => row.weekday === 6)?.cells[10]?.hours).toBe('outside');
    expect(report.holidaysCovered).toBe(true);
  });
});

describe("afterHoursReportSteps: a large organization's month judged a step at a time", () => {
  // 200 doors, every day of November 2026 an entry at 07:30 + door minutes and an exit at 19:00 (some missing)
  const events = Array.from({ length: 200 }, (_, door) =>
    Array.from({ length: 30 }, (_, day) => {
      const date = `2026-11-${String(day + 1).padStart(2, '0')}`;
      const minute = String(door % 60).padStart(2, '0');
      return [
        event(`${date}T07:${minute}:00+09:00`, 'enter', `利用者 ${door % 17}`, door + 1),
        ...(day % 9 === door % 9
          ? []
          : [event(`${date}T19:${minute}:00+09:00`, 'exit', `利用者 ${door % 17}`, door + 1)]),
      ];
    }).flat(),
  ).flat();
  const input = {
    month: { year: 2026, month: 11 },
    events,
    hours: DEFAULT_BUSINESS_HOURS,
    table: TEST_HOLIDAYS,
    doorsWithExit: new Set(Array.from({ length: 100 }, (_, i) => i + 1)),
    readAt: new Date('2026-12-01T12:00:00+09:00'),
  };

  it('answers what afterHoursReportOf answers, the steps a thousand events each', async () => {
    let steps = 0;
    for (const walk = afterHoursReportSteps(input); !walk.next().done;) steps += 1;
    expect(events).toHaveLength(11_332);
    // 12 slices of events to the month, the sort, 11 slices of the month's events, the lists
    expect(steps).toBe(12 + 1 + 11 + 2);
    // a clock that runs 10 ms between two looks: every step is a slice of its own
    let now = 0;
    const sliced = await inSlices(afterHoursReportSteps(input), () => (now += 10));
    const whole = afterHoursReportOf(input);
    expect(sliced).toEqual(whole);
    expect(whole.entries).toBe(6000);
    expect(whole.rows.length).toBeGreaterThan(0);
  });
});
