/**
 * Every date the console shows is Japan time, whatever the browser's zone: luxon's name of the zone, and its
 * offset, fixed since 1951 (no summer time), as ISO text writes it and in milliseconds.
 *
 * Japan time without a date library: an instant's Japan date and time are its UTC fields nine hours later. The
 * lock list's path formats dates with this alone (luxon, 21 KB gzip, stays with the screens that compute with
 * calendars: groups' conditions, logs' bounds, signup's installation days).
 */
export const JAPAN_TIME = { zone: 'Asia/Tokyo', offset: '+09:00', offsetMs: 9 * 60 * 60 * 1000 } as const;

/** An instant's fields in Japan time; weekday 1 (Monday) to 7 (Sunday), as ISO counts. */
export interface JapanTime {
  readonly millis: number;
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly weekday: number;
}

export const japanTimeOf = (millis: number): JapanTime => {
  const d = new Date(millis + JAPAN_TIME.offsetMs);
  return {
    millis,
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: ((d.getUTCDay() + 6) % 7) + 1,
  };
};

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
const fieldsValid = (y: number, mo: number, d: number, h: number, mi: number, s: number): boolean =>
  mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo) && h <= 23 && mi <= 59 && s <= 59;

// an extended ISO 8601 date, or date-time with minutes, optional seconds and fraction, optional offset
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * The instant an ISO text names (its offset; without one, Japan time: the console's every time is Japan's, and a
 * server that leaves the offset out means its own, Japan's, not the browser's zone), NaN when it is not an ISO date
 * or names a day that does not exist.
 */
export const instantOfIso = (iso: string): number => {
  const m = ISO.exec(iso.trim());
  if (!m) return NaN;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!fieldsValid(y, mo, d, h, mi, s)) return NaN;
  const ms = Math.floor(Number(`0.${m[7] ?? '0'}`) * 1000);
  const zone = m[8];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  if (zone === undefined) return utc - JAPAN_TIME.offsetMs;
  if (zone.toUpperCase() === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * 60_000;
};

/** The instant of a Japan date (YYYY-MM-DD) and time (HH:mm), undefined when either is not a real one. */
export const japanInstant = (date: string, time: string): number | undefined => {
  const millis = instantOfIso(`${date}T${time}${JAPAN_TIME.offset}`);
  return Number.isNaN(millis) ? undefined : millis;
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** YYYY-MM-DD of a Japan time. */
export const isoDateOf = (t: JapanTime): string => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
/** HH:mm of a Japan time. */
export const hourMinuteOf = (t: JapanTime): string => `${pad(t.hour)}:${pad(t.minute)}`;
/** 2026-11-21T10:05:00+09:00: the instant as a payload sends it, with Japan's offset. */
export const isoWithJapanOffset = (t: JapanTime): string =>
  `${isoDateOf(t)}T${hourMinuteOf(t)}:${pad(t.second)}${JAPAN_TIME.offset}`;

const WEEKDAYS = ['月', '火', '水', '木', '金', '土', '日'] as const;

export const weekdayOf = (date: { readonly weekday: number }): string => WEEKDAYS[date.weekday - 1] ?? '';

const inJapan = (iso: string | Date): JapanTime | undefined => {
  const millis = typeof iso === 'string' ? instantOfIso(iso) : iso.getTime();
  return Number.isNaN(millis) ? undefined : japanTimeOf(millis);
};

/** 2026年11月21日(土) */
export const formatJapaneseDate = (iso: string | Date): string => {
  const d = inJapan(iso);
  if (!d) return '-';
  return `${d.year}年${d.month}月${d.day}日(${weekdayOf(d)})`;
};

/** 2026年11月21日(土) 14:05 */
export const formatJapaneseDateTime = (iso: string | Date): string => {
  const d = inJapan(iso);
  if (!d) return '-';
  return `${formatJapaneseDate(iso)} ${hourMinuteOf(d)}`;
};

/** YYYY年MM月DD日 HH:mm, zero-padded (the card list's stated form). */
export const formatPaddedDateTime = (iso: string | Date): string => {
  const d = inJapan(iso);
  return d ? `${pad(d.year, 4)}年${pad(d.month)}月${pad(d.day)}日 ${hourMinuteOf(d)}` : '-';
};

/** yyyy年MM月dd日, the date picker's display form. */
export const formatPickerDate = (iso: string | Date): string => {
  const d = inJapan(iso);
  return d ? `${pad(d.year, 4)}年${pad(d.month)}月${pad(d.day)}日` : '-';
};

/** 2026年11月 */
export const formatYearMonth = (year: number, month: number): string => `${year}年${month}月`;

export const todayInJapan = (now: Date): string =>
  Number.isNaN(now.getTime()) ? '' : isoDateOf(japanTimeOf(now.getTime()));
