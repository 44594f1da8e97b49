import { weekdayOf } from '../shared/dates';
import { toCsv, type CsvCell } from '../shared/csvWriter';
import { formatCsvDateTime } from '../logs/csv';
import { safeForFileName } from '../logs/csvFileName';
import type { YearMonth } from '../logs/dateBounds';
import { keyTypeLabelOf } from '../logs/logTypes';
import { AFTER_HOURS_MESSAGES } from './messages';
import type { AfterHoursReport, OutOfHoursRow } from './report';

/**
 * The report's CSV: one row per event out of hours, oldest first, by the one writer (UTF-8 with BOM, CRLF, a cell a
 * spreadsheet would run as a formula made inert: a lock or a person named '=1+1' stays text).
 */
const rowOf = (row: OutOfHoursRow): ReadonlyArray<CsvCell> => [
  formatCsvDateTime(new Date(row.event.at).toISOString()),
  weekdayOf(row.moment),
  AFTER_HOURS_MESSAGES.classes[row.moment.kind],
  row.moment.holiday ?? '',
  row.event.lockName,
  AFTER_HOURS_MESSAGES.events[row.event.kind],
  row.event.person ?? '',
  row.event.keyType === null ? '' : keyTypeLabelOf(row.event.keyType),
];

export const afterHoursCsvOf = (report: Pick<AfterHoursReport, 'rows'>): string =>
  toCsv(AFTER_HOURS_MESSAGES.csvHeader, report.rows.map(rowOf));

/**
 * 時間外・休日の入退室_株式会社キュリオデモ_2026年11月.csv, or with the door for one lock's report:
 * 時間外・休日の入退室_株式会社キュリオデモ_本社 正面玄関_2026年11月.csv (characters no file system takes become _).
 */
export const afterHoursCsvFileNameOf = (organization: string, month: YearMonth, door?: string): string => {
  const parts = [AFTER_HOURS_MESSAGES.csvKind, organization, ...(door === undefined ? [] : [door])]
    .map(safeForFileName)
    .filter((part) => part !== '');
  return `${[...parts, `${month.year}年${month.month}月`].join('_')}.csv`;
};
