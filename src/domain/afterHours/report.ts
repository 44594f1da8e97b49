import { holidayOn, tableCovers, type HolidayTable } from '../calendar/holidays';
import { dayFieldsOf, dayStartOf, isWeekendDay, japanDayOf, plusDays, DAY_MS } from '../calendar/days';
import type { YearMonth } from '../logs/dateBounds';
import type { BusinessHours } from './businessHours';
import { classifyMoment, hourCellOf, isOutOfHours, type HourCellHours, type MomentClass } from './classify';
import { isEntry, isReportedEvent, type DoorEvent } from './events';
import { finished, type Steps } from '../shared/steps';

/** Events handled between two steps of the report (each a few microseconds). */
const EVENTS_A_STEP = 1000;

/**
 * 時間外・休日の入退室 for one month: what the logs of the doors read say against the business hours and the holiday
 * table. Pure and linear in the events (a month of a large organization is tens of thousands of rows).
 */

/** One event out of hours, as the list and the CSV show it. */
export interface OutOfHoursRow {
  readonly event: DoorEvent;
  readonly moment: MomentClass;
}

/** A door's day: first entry and last exit (entry/exit log), first opening and last lock (either log). */
export interface DoorDay {
  readonly lockId: number;
  readonly lockName: string;
  /** YYYY-MM-DD */
  readonly date: string;
  readonly firstIn: number | null;
  readonly lastOut: number | null;
  /** The first entry, unlock or manual unlock: for a door without a keypad, the day's first opening. */
  readonly firstOpened: number | null;
  readonly lastLocked: number | null;
}

/** An entry with no exit (exitsOf says when an entry has one). */
export interface MissingExit {
  readonly lockId: number;
  readonly lockName: string;
  readonly person: string;
  readonly enteredAt: number;
}

export interface HeatCell {
  readonly hour: number;
  readonly entries: number;
  readonly hours: HourCellHours;
}

/** A row of the weekday × hour heat map, Sunday first (the console's week starts on Sunday). */
export interface HeatRow {
  /** ISO weekday, 1 Monday … 7 Sunday. */
  readonly weekday: number;
  readonly cells: ReadonlyArray<HeatCell>;
}

export interface DayCount {
  /** YYYY-MM-DD */
  readonly date: string;
  readonly weekday: number;
  readonly weekend: boolean;
  /** The holiday's name, null on any other day. */
  readonly holiday: string | null;
  readonly entries: number;
  /** Entries out of hours (on a closed day or a holiday, every entry). */
  readonly outOfHours: number;
}

export interface AfterHoursReport {
  readonly month: YearMonth;
  readonly hours: BusinessHours;
  readonly rows: ReadonlyArray<OutOfHoursRow>;
  readonly doorDays: ReadonlyArray<DoorDay>;
  readonly missingExits: ReadonlyArray<MissingExit>;
  readonly heatMap: ReadonlyArray<HeatRow>;
  readonly days: ReadonlyArray<DayCount>;
  readonly entries: number;
  readonly entriesOutOfHours: number;
  /** False when the month is outside the holiday table's years: no day of it was judged a holiday. */
  readonly holidaysCovered: boolean;
}

export interface AfterHoursInput {
  readonly month: YearMonth;
  /** Every door's events (doorEventsOf), any order. */
  readonly events: ReadonlyArray<DoorEvent>;
  readonly hours: BusinessHours;
  readonly table: HolidayTable;
  /** The doors with both an outdoor and an indoor keypad: only their entries can lack an exit. */
  readonly doorsWithExit: ReadonlySet<number>;
  /**
   * When the logs were read: days after it are not in the month's counts, and an entry less than a day before it
   * (or before the month's end) with nothing after it is not judged yet.
   */
  readonly readAt: Date;
}

/** Sunday first. */
const WEEK_ROWS: ReadonlyArray<number> = [7, 1, 2, 3, 4, 5, 6];

/** The time within which an entry's exit is looked for: a stay longer than a day is an entry without an exit. */
export const EXIT_WITHIN_MS = DAY_MS;

const monthDays = (month: YearMonth): ReadonlyArray<string> => {
  const first = `${String(month.year).padStart(4, '0')}-${String(month.month).padStart(2, '0')}-01`;
  const days: string[] = [];
  for (let d = first; d.startsWith(first.slice(0, 8)); d = plusDays(d, 1)) {
    days.push(d);
    if (days.length > 31) break;
  }
  return days;
};

/**
 * Entries with no exit, on the doors that record exits (both keypads): an entry (the outdoor keypad) whose person's
 * next entry/exit row at that door, within a day, is not an exit (spec silent: the entry/exit log's two kinds,
 * devices-access §3; the timecard's isError is the server's own judgement and is not read here). A row without a
 * name cannot be paired and is left out; an entry whose day of looking reaches past the reading is not judged yet.
 */
export const missingExitsOf = (
  events: ReadonlyArray<DoorEvent>,
  doorsWithExit: ReadonlySet<number>,
  readUntil: number,
): ReadonlyArray<MissingExit> => {
  const byDoorAndPerson = new Map<string, DoorEvent[]>();
  for (const e of events) {
    if ((e.kind !== 'enter' && e.kind !== 'exit') || e.person === null || !doorsWithExit.has(e.lockId)) continue;
    const key = `${e.lockId}\u0000${e.person}`;
    const list = byDoorAndPerson.get(key) ?? [];
    list.push(e);
    byDoorAndPerson.set(key, list);
  }
  const missing: MissingExit[] = [];
  for (const list of byDoorAndPerson.values()) {
    list.sort((a, b) => a.at - b.at);
    list.forEach((e, index) => {
      if (e.kind !== 'enter' || e.person === null) return;
      const next = list[index + 1];
      if (next !== undefined && next.kind === 'exit' && next.at - e.at <= EXIT_WITHIN_MS) return;
      // nothing after it yet: judged only once a whole day after it has been read
      if (next === undefined && e.at + EXIT_WITHIN_MS > readUntil) return;
      missing.push({ lockId: e.lockId, lockName: e.lockName, person: e.person, enteredAt: e.at });
    });
  }
  return missing.sort((a, b) => a.enteredAt - b.enteredAt || a.lockId - b.lockId);
};

const earlier = (a: number | null, b: number): number => (a === null || b < a ? b : a);
const later = (a: number | null, b: number): number => (a === null || b > a ? b : a);

export const doorDaysOf = (events: ReadonlyArray<DoorEvent>): ReadonlyArray<DoorDay> => {
  const days = new Map<string, DoorDay>();
  for (const e of events) {
    if (e.kind === 'unlockFailed') continue;
    const date = japanDayOf(e.at);
    const key = `${e.lockId}\u0000${date}`;
    const day = days.get(key) ?? {
      lockId: e.lockId,
      lockName: e.lockName,
      date,
      firstIn: null,
      lastOut: null,
      firstOpened: null,
      lastLocked: null,
    };
    days.set(key, {
      ...day,
      firstIn: e.kind === 'enter' ? earlier(day.firstIn, e.at) : day.firstIn,
      lastOut: e.kind === 'exit' ? later(day.lastOut, e.at) : day.lastOut,
      firstOpened:
        e.kind === 'enter' || e.kind === 'unlock' || e.kind === 'manualUnlock'
          ? earlier(day.firstOpened, e.at)
          : day.firstOpened,
      lastLocked: e.kind === 'lock' ? later(day.lastLocked, e.at) : day.lastLocked,
    });
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.lockId - b.lockId));
};

/** The instant the month ends (00:00 of the next month's first day, Japan time). */
const monthEndOf = (month: YearMonth): number => {
  const next = month.month === 12 ? { year: month.year + 1, month: 1 } : { year: month.year, month: month.month + 1 };
  return dayStartOf(`${String(next.year).padStart(4, '0')}-${String(next.month).padStart(2, '0')}-01`) ?? Infinity;
};

/** The report as steps (a few thousand events each): LoadAfterHours runs them a slice at a time. */
export function* afterHoursReportSteps(input: AfterHoursInput): Steps<AfterHoursReport> {
  const { month, hours, table } = input;
  const monthPrefix = `${String(month.year).padStart(4, '0')}-${String(month.month).padStart(2, '0')}-`;
  const inMonth: DoorEvent[] = [];
  for (let from = 0; from < input.events.length; from += EVENTS_A_STEP) {
    for (const e of input.events.slice(from, from + EVENTS_A_STEP))
      if (japanDayOf(e.at).startsWith(monthPrefix)) inMonth.push(e);
    yield;
  }
  inMonth.sort((a, b) => a.at - b.at || a.lockId - b.lockId);
  yield;
  const counts = new Map<string, { entries: number; outOfHours: number }>();
  const heat = new Map<string, number>();
  const rows: OutOfHoursRow[] = [];
  let entries = 0;
  let entriesOutOfHours = 0;
  for (const [index, event] of inMonth.entries()) {
    if (index % EVENTS_A_STEP === EVENTS_A_STEP - 1) yield;
    if (!isReportedEvent(event.kind)) continue;
    const moment = classifyMoment(event.at, hours, table);
    const out = isOutOfHours(moment.kind);
    if (out) rows.push({ event, moment });
    if (!isEntry(event.kind)) continue;
    entries += 1;
    if (out) entriesOutOfHours += 1;
    const day = counts.get(moment.date) ?? { entries: 0, outOfHours: 0 };
    counts.set(moment.date, { entries: day.entries + 1, outOfHours: day.outOfHours + (out ? 1 : 0) });
    const cell = `${moment.weekday}:${moment.hour}`;
    heat.set(cell, (heat.get(cell) ?? 0) + 1);
  }
  const today = japanDayOf(input.readAt.getTime());
  const days = monthDays(month)
    .filter((date) => date <= today)
    .map((date): DayCount => {
      const fields = dayFieldsOf(date);
      const weekday = fields?.weekday ?? 1;
      const count = counts.get(date) ?? { entries: 0, outOfHours: 0 };
      return {
        date,
        weekday,
        weekend: fields !== undefined && isWeekendDay(fields),
        holiday: holidayOn(table, date)?.name ?? null,
        ...count,
      };
    });
  const heatMap = WEEK_ROWS.map((weekday) => ({
    weekday,
    cells: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      entries: heat.get(`${weekday}:${hour}`) ?? 0,
      hours: hourCellOf(hours, weekday, hour),
    })),
  }));
  yield;
  const doorDays = doorDaysOf(inMonth);
  yield;
  const missingExits = missingExitsOf(
    inMonth,
    input.doorsWithExit,
    Math.min(monthEndOf(month), input.readAt.getTime()),
  );
  return {
    month,
    hours,
    rows,
    doorDays,
    missingExits,
    heatMap,
    days,
    entries,
    entriesOutOfHours,
    holidaysCovered: tableCovers(table, `${monthPrefix}01`),
  };
}

/** The month's report: every step of afterHoursReportSteps at once. */
export const afterHoursReportOf = (input: AfterHoursInput): AfterHoursReport => finished(afterHoursReportSteps(input));
