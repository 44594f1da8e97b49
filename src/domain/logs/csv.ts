import { DateTime } from 'luxon';
import { ZONE } from '../shared/dates';
import { toCsv } from '../shared/csvWriter';
import type { DailyTimecardRow, EntryExitLog, GuestTimecardRow, LockLog } from './log';
import { entryExitLabelOf, keyTypeLabelOf, lockSideLabelOf, logTypeLabelOf } from './logTypes';
import { CSV_HEADERS, TIMECARD_ERROR_LABEL } from './messages';

/** 2026/11/21 14:05:09 in Japan time: a form spreadsheets read as a date-time. */
export const formatCsvDateTime = (iso: string | null): string => {
  if (iso === null) return '';
  const d = DateTime.fromISO(iso, { zone: ZONE });
  return d.isValid ? d.toFormat('yyyy/MM/dd HH:mm:ss') : '';
};

const formatCsvDate = (iso: string): string => {
  const d = DateTime.fromISO(iso, { zone: ZONE });
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
