import { AFTER_HOURS_MESSAGES } from '../../domain/afterHours/messages';
import type { AfterHoursReport, OutOfHoursRow } from '../../domain/afterHours/report';
import { formatCsvDateTime } from '../../domain/logs/csv';
import { safeForFileName } from '../../domain/logs/csvFileName';
import type { YearMonth } from '../../domain/logs/dateBounds';
import { keyTypeLabelOf } from '../../domain/logs/logTypes';
import { toCsv, type CsvCell } from '../../domain/shared/csvWriter';
import { weekdayOf } from '../../domain/shared/dates';

/** The CSV's columns. */
export const AFTER_HOURS_CSV_HEADER = ['日時', '曜日', '区分', '祝日', '扉', '操作', '利用者', '解錠方法'] as const;

/** The file name's first part. */
const AFTER_HOURS_CSV_KIND = '時間外・休日の入退室';

/**
 * The report's CSV, which the screen hands to downloadCsv: one row per event out of hours, oldest first, by the one
 * writer (UTF-8 with BOM, CRLF, a cell a spreadsheet would run as a formula made inert: a lock or a person named
 * '=1+1' stays text).
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
  toCsv(AFTER_HOURS_CSV_HEADER, report.rows.map(rowOf));

/**
 * 時間外・休日の入退室_株式会社キュリオデモ_2026年11月.csv, or with the door for one lock's report:
 * 時間外・休日の入退室_株式会社キュリオデモ_本社 正面玄関_2026年11月.csv (characters no file system takes become _).
 */
export const afterHoursCsvFileNameOf = (organization: string, month: YearMonth, door?: string): string => {
  const parts = [AFTER_HOURS_CSV_KIND, organization, ...(door === undefined ? [] : [door])]
    .map(safeForFileName)
    .filter((part) => part !== '');
  return `${[...parts, `${month.year}年${month.month}月`].join('_')}.csv`;
};
