import { DateTime } from 'luxon';
import { JAPAN_TIME } from '../shared/dates';
import { toCsv } from '../shared/csvWriter';
import type { DailyTimecardRow, EntryExitLog, GuestTimecardRow, LockLog } from './log';
import { entryExitLabelOf, keyTypeLabelOf, lockSideLabelOf, logTypeLabelOf } from './logTypes';
import { CSV_HEADERS, TIMECARD_ERROR_LABEL } from './messages';

const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const two = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * 2026/11/21 14:05:09 in Japan time: a form spreadsheets read as a date-time. Times with an
 * offset take the fast path (a CSV holds thousands of them); others are read as Japan time by luxon.
 */
export const formatCsvDateTime = (iso: string | null): string => {
  if (iso === null) return '';
  if (WITH_OFFSET.test(iso)) {
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) return '';
    const d = new Date(ms + JAPAN_TIME.offsetMs);
    return `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  }
  const d = DateTime.fromISO(iso, { zone: JAPAN_TIME.zone });
  return d.isValid ? d.toFormat('yyyy/MM/dd HH:mm:ss') : '';
};

const formatCsvDate = (iso: string): string => {
  const d = DateTime.fromISO(iso, { zone: JAPAN_TIME.zone });
  return d.isValid ? d.toFormat('yyyy/MM/dd') : '';
};

export const logRowsToCsv = (logs: ReadonlyArray<LockLog>): string =>
  toCsv(
    CSV_HEADERS.lockLog,
    logs.map((log) => [
      formatCsvDateTime(log.loggedAt),
      logTypeLabelOf(log.logType),
      keyTypeLabelOf(log.keyType),
      log.userName,
      lockSideLabelOf(log.lockSide),
    ]),
  );

export const entryExitRowsToCsv = (logs: ReadonlyArray<EntryExitLog>): string =>
  toCsv(
    CSV_HEADERS.entryExitLog,
    logs.map((log) => [formatCsvDateTime(log.loggedAt), entryExitLabelOf(log.useCase), log.guestName]),
  );

export const dailyTimecardRowsToCsv = (rows: ReadonlyArray<DailyTimecardRow>): string =>
  toCsv(
    CSV_HEADERS.dailyTimecard,
    rows.map((row) => [
      row.guestName,
      formatCsvDateTime(row.enterAt),
      formatCsvDateTime(row.exitAt),
      row.isError ? TIMECARD_ERROR_LABEL : '',
    ]),
  );

export const guestTimecardRowsToCsv = (rows: ReadonlyArray<GuestTimecardRow>): string =>
  toCsv(
    CSV_HEADERS.guestTimecard,
    rows.map((row) => [formatCsvDate(row.date), formatCsvDateTime(row.enterAt), formatCsvDateTime(row.exitAt)]),
  );
