import { isEntry } from '../../domain/afterHours/events';
import type { AfterHoursReport, DayCount, DoorDay, MissingExit, OutOfHoursRow } from '../../domain/afterHours/report';
import { AFTER_HOURS_MESSAGES } from '../../domain/afterHours/messages';
import type { YearMonth } from '../../domain/logs/dateBounds';
import { keyTypeLabelOf } from '../../domain/logs/logTypes';
import {
  formatJapaneseDate,
  formatJapaneseDateTime,
  formatYearMonth,
  hourMinuteOf,
  japanTimeOf,
  weekdayOf,
} from '../../domain/shared/dates';

/**
 * What the page draws of a report, made here so the presenter's tests read the exact words and numbers: the
 * month's parameter, the two charts and their tables, and the rows of each list.
 */

/** How many months back the month select reaches (spec silent on how long logs are kept: a year is offered). */
export const MONTHS_OFFERED = 12;

const MONTH_PARAM = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The months offered, newest first: this month (Japan time) and the eleven before it. */
export const monthChoicesOf = (now: Date): ReadonlyArray<YearMonth> => {
  const t = japanTimeOf(now.getTime());
  return Array.from({ length: MONTHS_OFFERED }, (_, back) => {
    const index = t.year * 12 + (t.month - 1) - back;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
};

/** '2026-11', the address's ?month= */
export const monthParamOf = (month: YearMonth): string =>
  `${String(month.year).padStart(4, '0')}-${String(month.month).padStart(2, '0')}`;

/** The month the address names when it is one of those offered; this month otherwise (no month, a typo, the future). */
export const monthOfParam = (param: string | null, now: Date): YearMonth => {
  const choices = monthChoicesOf(now);
  const m = MONTH_PARAM.exec(param ?? '');
  const named = m ? choices.find((c) => c.year === Number(m[1]) && c.month === Number(m[2])) : undefined;
  return named ?? choices[0] ?? { year: 1970, month: 1 };
};

export const monthLabelOf = (month: YearMonth): string => formatYearMonth(month.year, month.month);

// ---- the heat map

export interface HeatCellView {
  readonly hour: number;
  readonly entries: number;
  /** Wholly or partly out of hours (a closed day, before opening, after closing). */
  readonly outOfHours: boolean;
  /** 0 (none) to 4 (the month's busiest cell), for the colour. */
  readonly level: 0 | 1 | 2 | 3 | 4;
}

export interface HeatRowView {
  /** '日', '月' … */
  readonly label: string;
  readonly cells: ReadonlyArray<HeatCellView>;
  readonly total: number;
}

export interface HeatMapView {
  readonly rows: ReadonlyArray<HeatRowView>;
  readonly max: number;
  /** The chart's accessible name: what a screen reader hears before the table. */
  readonly description: string;
}

const levelOf = (entries: number, max: number): HeatCellView['level'] =>
  entries === 0 || max === 0 ? 0 : (Math.min(4, Math.max(1, Math.ceil((entries / max) * 4))) as 1 | 2 | 3 | 4);

export const heatMapViewOf = (report: Pick<AfterHoursReport, 'heatMap'>): HeatMapView => {
  const max = Math.max(0, ...report.heatMap.flatMap((row) => row.cells.map((c) => c.entries)));
  let busiest: { label: string; hour: number; entries: number } | null = null;
  const rows = report.heatMap.map((row) => {
    const label = weekdayOf(row);
    const cells = row.cells.map((c): HeatCellView => {
      if (c.entries > 0 && (busiest === null || c.entries > busiest.entries))
        busiest = { label, hour: c.hour, entries: c.entries };
      return { hour: c.hour, entries: c.entries, outOfHours: c.hours !== 'inside', level: levelOf(c.entries, max) };
    });
    return { label, cells, total: cells.reduce((sum, c) => sum + c.entries, 0) };
  });
  const top = busiest as { label: string; hour: number; entries: number } | null;
  return {
    rows,
    max,
    description:
      top === null
        ? '曜日・時間帯ごとの入室数：この月の入室はありません。'
        : `曜日・時間帯ごとの入室数：最も多いのは${top.label}曜日の${top.hour}時台（${top.entries}件）`,
  };
};

// ---- the bars per day

export interface DayBarView {
  readonly date: string;
  /** '3' */
  readonly day: string;
  /** '11月3日(火)' */
  readonly label: string;
  /** '祝日：文化の日', '土日', '' */
  readonly shade: 'holiday' | 'weekend' | null;
  readonly note: string;
  readonly entries: number;
  readonly outOfHours: number;
  /** The bar's height and its out-of-hours part, in percent of the busiest day. */
  readonly height: number;
  readonly outHeight: number;
}

export interface DayBarsView {
  readonly bars: ReadonlyArray<DayBarView>;
  readonly max: number;
  readonly description: string;
}

const percent = (n: number, max: number): number => (max === 0 ? 0 : Math.round((n / max) * 1000) / 10);

const dayBarOf = (d: DayCount, max: number): DayBarView => {
  const [, month = '', day = ''] = d.date.split('-');
  const shade = d.holiday !== null ? 'holiday' : d.weekend ? 'weekend' : null;
  return {
    date: d.date,
    day: String(Number(day)),
    label: `${Number(month)}月${Number(day)}日(${weekdayOf(d)})`,
    shade,
    note: d.holiday !== null ? `祝日：${d.holiday}` : d.weekend ? '土日' : '',
    entries: d.entries,
    outOfHours: d.outOfHours,
    height: percent(d.entries, max),
    outHeight: percent(d.outOfHours, max),
  };
};

export const dayBarsViewOf = (report: Pick<AfterHoursReport, 'days'>): DayBarsView => {
  const max = Math.max(0, ...report.days.map((d) => d.entries));
  const bars = report.days.map((d) => dayBarOf(d, max));
  const total = report.days.reduce((sum, d) => sum + d.entries, 0);
  const out = report.days.reduce((sum, d) => sum + d.outOfHours, 0);
  return {
    bars,
    max,
    description: `日ごとの入室数：${bars.length}日間で${total}件、うち時間外・休日${out}件`,
  };
};

// ---- the lists

export interface OutOfHoursRowView {
  readonly key: string;
  /** '2026年11月18日(水) 22:30' */
  readonly at: string;
  /** '時間外', '休業日', '祝日（文化の日）' */
  readonly kind: string;
  readonly door: string;
  readonly event: string;
  readonly person: string;
  /** How it was unlocked: 'アプリ', 'ICカード', '-'. */
  readonly method: string;
}

export const outOfHoursRowViewOf = (row: OutOfHoursRow, index: number): OutOfHoursRowView => ({
  key: `${row.event.lockId}:${row.event.at}:${index}`,
  at: formatJapaneseDateTime(new Date(row.event.at)),
  kind:
    row.moment.holiday === null
      ? AFTER_HOURS_MESSAGES.classes[row.moment.kind]
      : `${AFTER_HOURS_MESSAGES.classes.holiday}（${row.moment.holiday}）`,
  door: row.event.lockName,
  event: AFTER_HOURS_MESSAGES.events[row.event.kind],
  person: row.event.person ?? '-',
  method: row.event.keyType === null ? '-' : keyTypeLabelOf(row.event.keyType),
});

const timeOrDash = (at: number | null): string => (at === null ? '-' : hourMinuteOf(japanTimeOf(at)));

export interface DoorDayView {
  readonly key: string;
  readonly date: string;
  readonly door: string;
  readonly firstIn: string;
  readonly lastOut: string;
  readonly firstOpened: string;
  readonly lastLocked: string;
}

export const doorDayViewOf = (d: DoorDay): DoorDayView => ({
  key: `${d.lockId}:${d.date}`,
  date: formatJapaneseDate(`${d.date}T12:00:00+09:00`),
  door: d.lockName,
  firstIn: timeOrDash(d.firstIn),
  lastOut: timeOrDash(d.lastOut),
  firstOpened: timeOrDash(d.firstOpened),
  lastLocked: timeOrDash(d.lastLocked),
});

export interface MissingExitView {
  readonly key: string;
  readonly at: string;
  readonly door: string;
  readonly person: string;
}

export const missingExitViewOf = (m: MissingExit, index: number): MissingExitView => ({
  key: `${m.lockId}:${m.enteredAt}:${index}`,
  at: formatJapaneseDateTime(new Date(m.enteredAt)),
  door: m.lockName,
  person: m.person,
});

/** Per door, for the organization's report: its operations out of hours and its entries out of hours. */
export interface DoorTotalView {
  readonly lockId: number;
  readonly door: string;
  readonly operations: number;
  readonly entries: number;
}

export const doorTotalsOf = (
  report: Pick<AfterHoursReport, 'rows'>,
  doors: ReadonlyArray<{ readonly id: number; readonly name: string }>,
): ReadonlyArray<DoorTotalView> => {
  const operations = new Map<number, number>();
  const entries = new Map<number, number>();
  for (const row of report.rows) {
    operations.set(row.event.lockId, (operations.get(row.event.lockId) ?? 0) + 1);
    if (isEntry(row.event.kind)) entries.set(row.event.lockId, (entries.get(row.event.lockId) ?? 0) + 1);
  }
  return doors.map((door) => ({
    lockId: door.id,
    door: door.name,
    operations: operations.get(door.id) ?? 0,
    entries: entries.get(door.id) ?? 0,
  }));
};
