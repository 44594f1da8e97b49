import { DateTime } from 'luxon';
import { formatYearMonth, JAPAN_TIME } from '../shared/dates';
import type { YearMonth } from './dateBounds';
import { CSV_KIND_LABELS } from './messages';

export type CsvKind = keyof typeof CSV_KIND_LABELS;

/** What a download covers: a month for the histories and the by-user timecard, a day for the by-day one. */
export type CsvFileSubject =
  | ({ readonly kind: 'lockLog' | 'entryExitLog' } & YearMonth)
  | { readonly kind: 'dailyTimecard'; readonly date: string }
  | ({ readonly kind: 'guestTimecard'; readonly guestName: string } & YearMonth);

/** Characters Windows and macOS refuse in file names; control characters are refused too. */
const UNSAFE_IN_FILE_NAME = '\\/:*?"<>|';

export const safeForFileName = (text: string): string =>
  Array.from(text.trim(), (c) =>
    UNSAFE_IN_FILE_NAME.includes(c) || c.charCodeAt(0) < 0x20 || c === '\u007f' ? '_' : c,
  ).join('');

/** 2026年11月21日: the date of a by-day timecard, taken as a Japan date. */
const formatFileDate = (date: string): string => {
  const d = DateTime.fromISO(date, { zone: JAPAN_TIME.zone });
  return d.isValid ? `${d.year}年${d.month}月${d.day}日` : safeForFileName(date);
};

/**
 * Scheme: <kind>[_<user>]_<period>.csv, e.g. 施解錠履歴_2026年11月.csv,
 * タイムカード_日別_2026年11月21日.csv, タイムカード_利用者別_山田太郎_2026年11月.csv.
 */
export const csvFileNameOf = (subject: CsvFileSubject): string => {
  const kind = CSV_KIND_LABELS[subject.kind];
  switch (subject.kind) {
    case 'lockLog':
    case 'entryExitLog':
      return `${kind}_${formatYearMonth(subject.year, subject.month)}.csv`;
    case 'dailyTimecard':
      return `${kind}_${formatFileDate(subject.date)}.csv`;
    case 'guestTimecard': {
      const user = safeForFileName(subject.guestName);
      const period = formatYearMonth(subject.year, subject.month);
      return user === '' ? `${kind}_${period}.csv` : `${kind}_${user}_${period}.csv`;
    }
  }
};
