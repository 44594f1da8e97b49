import type { KeypadSide } from '../../domain/keypads/keypadSide';
import { formatJapaneseDateTime, hourMinuteOf, instantOfIso, isoDateOf, japanTimeOf } from '../../domain/shared/dates';
import { VISITOR_MESSAGES } from '../../domain/visitors/messages';
import { doorLabelOf } from '../../domain/locks/doorLabel';

/** What a visitor needs to know, and nothing a manager's screen alone needs. */
export interface PassShare {
  readonly organizationName: string;
  /** The PIN's name (the visitor, and the note when there is one). */
  readonly name: string;
  readonly pin: string;
  readonly timeFrom: string | null;
  readonly timeTill: string | null;
  readonly doors: ReadonlyArray<{ readonly lockName: string; readonly side: KeypadSide | null }>;
}

const WORDS = VISITOR_MESSAGES.share;

/**
 * The window in Japan time: '2026年11月21日(土) 11:00〜13:00' within one day, both dates written out otherwise
 * ('2026年11月21日(土) 23:00〜2026年11月22日(日) 01:00').
 */
export const formatPassWindow = (from: string | null, till: string | null): string => {
  const start = from === null ? '' : formatJapaneseDateTime(from);
  if (till === null) return `${start}〜`;
  const fromMillis = from === null ? NaN : instantOfIso(from);
  const tillMillis = instantOfIso(till);
  const dayOf = (millis: number): string => (Number.isNaN(millis) ? '' : isoDateOf(japanTimeOf(millis)));
  const sameDay = dayOf(fromMillis) !== '' && dayOf(fromMillis) === dayOf(tillMillis);
  return `${start}〜${sameDay ? hourMinuteOf(japanTimeOf(tillMillis)) : formatJapaneseDateTime(till)}`;
};

/** The mail's subject, also the first line of the text. */
export const passSubjectOf = (share: PassShare): string => WORDS.subject(share.organizationName);

/** The text after the subject: to whom, which doors, the code, when, and how to enter it on the keypad. */
export const passMessageOf = (share: PassShare): string =>
  [
    WORDS.greeting(share.name),
    '',
    WORDS.intro,
    '',
    `${WORDS.doors}：${[...new Set(share.doors.map(doorLabelOf))].join('、')}`,
    `${WORDS.pin}：${share.pin}`,
    `${WORDS.period}：${formatPassWindow(share.timeFrom, share.timeTill)}`,
    `${WORDS.howTo}：${WORDS.keypadEntry}`,
    '',
    WORDS.keepSecret,
  ].join('\n');

/** The text shown on the share card, copied, shared and put in the QR code: the subject, a blank line, the message. */
export const passShareText = (share: PassShare): string => `${passSubjectOf(share)}\n\n${passMessageOf(share)}`;

/**
 * The mail link: no address (the manager picks the visitor's), the subject and the message percent-encoded, lines
 * ended by CRLF as mail wants them (RFC 6068). The code is in the body the manager sends, never in a web address.
 */
export const passMailtoOf = (share: PassShare): string => {
  const encode = (text: string): string => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:?subject=${encode(passSubjectOf(share))}&body=${encode(passMessageOf(share))}`;
};
