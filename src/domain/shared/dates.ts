import { DateTime } from 'luxon';

/** Every date the console shows is Japan time, whatever the browser's zone. */
export const ZONE = 'Asia/Tokyo';

const WEEKDAYS = ['月', '火', '水', '木', '金', '土', '日'] as const;

const inJapan = (iso: string | Date): DateTime =>
  (typeof iso === 'string' ? DateTime.fromISO(iso, { setZone: true }) : DateTime.fromJSDate(iso)).setZone(ZONE);

export const weekdayOf = (date: DateTime): string => WEEKDAYS[date.weekday - 1] ?? '';

/** 2026年11月21日(土) */
export const formatJapaneseDate = (iso: string | Date): string => {
  const d = inJapan(iso);
  if (!d.isValid) return '-';
  return `${d.year}年${d.month}月${d.day}日(${weekdayOf(d)})`;
};

/** 2026年11月21日(土) 14:05 */
export const formatJapaneseDateTime = (iso: string | Date): string => {
  const d = inJapan(iso);
  if (!d.isValid) return '-';
  return `${formatJapaneseDate(iso)} ${d.toFormat('HH:mm')}`;
};

/** YYYY年MM月DD日 HH:mm, zero-padded (the card list's stated form). */
export const formatPaddedDateTime = (iso: string | Date): string => {
  const d = inJapan(iso);
  return d.isValid ? d.toFormat("yyyy'年'MM'月'dd'日' HH:mm") : '-';
};

/** yyyy年MM月dd日, the date picker's display form. */
export const formatPickerDate = (iso: string | Date): string => {
  const d = inJapan(iso);
  return d.isValid ? d.toFormat("yyyy'年'MM'月'dd'日'") : '-';
};

/** 2026年11月 */
export const formatYearMonth = (year: number, month: number): string => `${year}年${month}月`;

export const todayInJapan = (now: Date): string => DateTime.fromJSDate(now).setZone(ZONE).toISODate() ?? '';
