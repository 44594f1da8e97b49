import type { GuestAccessAt } from '../../domain/access/guestAccess';
import type { LockAccessAt } from '../../domain/access/lockAccess';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import { reviewRowsOf, type AccessReview, type ReviewFix } from '../../domain/access/review';
import { toCsv, type CsvCell } from '../../domain/shared/csvWriter';
import { formatJapaneseDateTime, hourMinuteOf, isoDateOf, japanTimeOf } from '../../domain/shared/dates';
import { momentWords, untilWords } from './accessWords';

/**
 * The CSV files of the access views (a record of a periodic access review): what the domain evaluated, written as
 * rows, and the files' names. The presenters hand them over as `download` effects.
 */

/**
 * The CSV file name of an access report: its title, what it is about, and the moment (Japan time) it answers for,
 * so saved reviews sort by date: この扉を開けられる人_本社 正面玄関_20261125-2000.csv, アクセスの点検_20261125.csv.
 */
export const reportFileNameOf = (parts: ReadonlyArray<string>, at: Date, withTime = true): string => {
  const t = japanTimeOf(at.getTime());
  const stamp = isoDateOf(t).replaceAll('-', '') + (withTime ? `-${hourMinuteOf(t).replace(':', '')}` : '');
  return `${[...parts, stamp].join('_')}.csv`;
};

// この人が開けられる扉

const GUEST_CSV_HEADER = ['利用者', '時点', '種別', '名前', '条件・キーパッド', '扉', '判定', '期限'] as const;

/**
 * The CSV of the view: one line per group and door, then per card and keypad (a group with no lock and a card
 * on no keypad get one line with the door empty), each with the verdict at the moment and until when.
 */
export const guestAccessCsv = (access: GuestAccessAt, at: Date): string => {
  const who = access.guest.name;
  const when = momentWords(at);
  const groupLines = access.groups.flatMap((row) =>
    (row.locks.length === 0 ? [null] : row.locks).map((door) => [
      who,
      when,
      'グループ',
      row.name,
      row.conditions,
      door?.lockName ?? '',
      row.verdict,
      untilWords(row.until),
    ]),
  );
  const cardLines = access.cards.flatMap((card) =>
    card.placements.length === 0
      ? [[who, when, 'カード', card.name, '', '', ACCESS_MESSAGES.guest.notOnKeypad, '']]
      : card.placements.map((p) => [
          who,
          when,
          'カード',
          card.name,
          p.sideLabel,
          p.door.lockName,
          p.verdict,
          untilWords(p.until),
        ]),
  );
  return toCsv(GUEST_CSV_HEADER, [...groupLines, ...cardLines]);
};

/** この人が開けられる扉_佐藤 健_20261125-2000.csv */
export const guestAccessFileName = (guestName: string, at: Date): string =>
  reportFileNameOf([ACCESS_MESSAGES.guest.title, guestName], at);

// この扉を開けられる人

/** The CSV's columns: one row per guest of each group, per PIN and per card. */
export const LOCK_ACCESS_CSV_HEADER: ReadonlyArray<string> = ACCESS_MESSAGES.lockAccess.csvHeader;

/**
 * The rows of the CSV: a guest in two groups has a row per group, since each group gives its own conditions. The
 * side of a guest's app key is both sides (the lock itself).
 */
export const lockAccessCsvRows = (evaluated: LockAccessAt): ReadonlyArray<ReadonlyArray<CsvCell>> => {
  const words = ACCESS_MESSAGES.lockAccess;
  const yesNo = (opens: boolean): string => (opens ? words.yes : words.no);
  const guestRows = evaluated.groups.flatMap((group) =>
    group.guests.map((guest) => [
      words.kindGuest,
      guest.name,
      group.title,
      words.anySide,
      group.conditions.join(' / '),
      guest.status,
      yesNo(guest.opens),
    ]),
  );
  const credentialRows = evaluated.keypads.flatMap((keypad) =>
    [...keypad.pins, ...keypad.cards].map((row) => [
      row.kind === 'pin' ? words.kindPin : words.kindCard,
      row.name,
      row.user,
      keypad.sideLabel,
      row.validity,
      row.status,
      yesNo(row.opens),
    ]),
  );
  return [...guestRows, ...credentialRows];
};

/** この扉を開けられる人_本社 正面玄関_20261125-2000.csv (reportFileNameOf). */
export const lockAccessFileNameOf = (lockName: string, at: Date): string =>
  reportFileNameOf([ACCESS_MESSAGES.lockAccess.fileStem, lockName], at);

// アクセスの点検

const REVIEW_WORDS = ACCESS_MESSAGES.review;

export const REVIEW_CSV_HEADER = REVIEW_WORDS.csvHeader;

/** The CSV's rows (section, item, detail, end, link path); `pathOf` makes the fixing screen's path. */
export const reviewCsvRowsOf = (
  review: AccessReview,
  pathOf: (fix: ReviewFix) => string,
): ReadonlyArray<ReadonlyArray<CsvCell>> =>
  reviewRowsOf(review).map((row) => [
    REVIEW_WORDS.sections[row.section],
    row.item,
    row.detail,
    row.end === null ? '' : formatJapaneseDateTime(row.end),
    pathOf(row.fix),
  ]);

/** The CSV file's name: the review and its read date (Japan time). */
export const reviewCsvFileNameOf = (review: AccessReview): string =>
  reportFileNameOf([REVIEW_WORDS.title], review.at, false);
