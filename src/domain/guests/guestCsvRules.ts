import { isEmail } from '../shared/email';
import type { UnencodableRow } from '../shared/shiftJis';
import { lengthOf } from '../shared/validation';
import { GUEST_NAME_MAX } from './guest';
import { GUEST_CSV_MAX_ROWS, type GuestCsvRow } from './guestCsv';
import { GUEST_CSV_MESSAGES } from './messages';

/** The server's per-row error codes of a guest CSV upload (devices-access §5). */
export const GUEST_CSV_ERROR_CODES = {
  emailRequired: 2,
  groupNotUsed: 3,
  emailInvalid: 4,
  nameRequired: 5,
  nameTooLong: 6,
  limitExceeded: 7,
} as const;

const CODE_MESSAGES: Readonly<Record<number, string>> = {
  2: GUEST_CSV_MESSAGES.emailRequired,
  3: GUEST_CSV_MESSAGES.groupNotUsed,
  4: GUEST_CSV_MESSAGES.emailInvalid,
  5: GUEST_CSV_MESSAGES.nameRequired,
  6: GUEST_CSV_MESSAGES.nameTooLong,
};

/** One server row error as the manager reads it: '3行目: …'; code 7 concerns the file and has no prefix. */
export const serverRowErrorMessage = (code: number, row: number): string => {
  if (code === GUEST_CSV_ERROR_CODES.limitExceeded) return GUEST_CSV_MESSAGES.limitExceeded;
  return `${GUEST_CSV_MESSAGES.rowPrefix(row)}${CODE_MESSAGES[code] ?? GUEST_CSV_MESSAGES.invalidValue}`;
};

export interface GuestCsvRowError {
  readonly rowNumber: number;
  /** Every rule the row breaks, in the server's code order, then the duplicate check. */
  readonly reasons: ReadonlyArray<string>;
}

export interface GuestCsvReport {
  /** Problems of the whole file (no rows, over 3000 rows); shown without a row prefix. */
  readonly fileErrors: ReadonlyArray<string>;
  /** One entry per bad row, in file order. */
  readonly rowErrors: ReadonlyArray<GuestCsvRowError>;
  readonly validRows: ReadonlyArray<GuestCsvRow>;
}

const mailKey = (mail: string): string => mail.trim().toLowerCase();

interface FirstUse {
  readonly index: number;
  readonly rowNumber: number;
}

const reasonsOf = (
  row: GuestCsvRow,
  index: number,
  firstUseOfMail: ReadonlyMap<string, FirstUse>,
): ReadonlyArray<string> => {
  const reasons: string[] = [];
  const mail = row.mail.trim();
  const name = row.name.trim();
  if (mail === '') reasons.push(GUEST_CSV_MESSAGES.emailRequired);
  else if (!isEmail(mail)) reasons.push(GUEST_CSV_MESSAGES.emailInvalid);
  if (name === '') reasons.push(GUEST_CSV_MESSAGES.nameRequired);
  else if (lengthOf(name) > GUEST_NAME_MAX) reasons.push(GUEST_CSV_MESSAGES.nameTooLong);
  const first = mail === '' ? undefined : firstUseOfMail.get(mailKey(mail));
  if (first !== undefined && first.index !== index) reasons.push(GUEST_CSV_MESSAGES.duplicateEmail(first.rowNumber));
  return reasons;
};

/**
 * The preview check before upload: the server's row rules (codes 2, 4, 5, 6 and 7) plus
 * e-mails repeated within the file (the later rows are flagged, naming the first one).
 * Code 3 needs the server's groups and is left to it.
 */
export const validateGuestCsvRows = (
  rows: ReadonlyArray<GuestCsvRow>,
  outsideShiftJis: ReadonlyArray<UnencodableRow> = [],
): GuestCsvReport => {
  const unencodable = new Map(outsideShiftJis.map((row) => [row.rowNumber, row.characters]));
  const firstUseOfMail = new Map<string, FirstUse>();
  rows.forEach((row, index) => {
    const key = mailKey(row.mail);
    if (key !== '' && !firstUseOfMail.has(key)) firstUseOfMail.set(key, { index, rowNumber: row.rowNumber });
  });
  const rowErrors: GuestCsvRowError[] = [];
  const validRows: GuestCsvRow[] = [];
  rows.forEach((row, index) => {
    const characters = unencodable.get(row.rowNumber);
    const reasons = [
      ...reasonsOf(row, index, firstUseOfMail),
      ...(characters ? [GUEST_CSV_MESSAGES.notShiftJis(characters)] : []),
    ];
    if (reasons.length === 0) validRows.push(row);
    else rowErrors.push({ rowNumber: row.rowNumber, reasons });
  });
  // the header (or a row with neither column filled) is not a guest row, yet it is sent too
  const guestRows = new Set(rows.map((row) => row.rowNumber));
  outsideShiftJis
    .filter((row) => !guestRows.has(row.rowNumber))
    .forEach((row) =>
      rowErrors.push({ rowNumber: row.rowNumber, reasons: [GUEST_CSV_MESSAGES.notShiftJis(row.characters)] }),
    );
  rowErrors.sort((a, b) => a.rowNumber - b.rowNumber);
  const fileErrors = [
    ...(rows.length === 0 ? [GUEST_CSV_MESSAGES.noRows] : []),
    ...(rows.length > GUEST_CSV_MAX_ROWS ? [GUEST_CSV_MESSAGES.limitExceeded] : []),
  ];
  return { fileErrors, rowErrors, validRows };
};

/** '3行目: reason reason', the line the preview lists for a bad row. */
export const rowErrorLine = (error: GuestCsvRowError): string =>
  `${GUEST_CSV_MESSAGES.rowPrefix(error.rowNumber)}${error.reasons.join(' ')}`;

export const isUploadable = (report: GuestCsvReport): boolean =>
  report.fileErrors.length === 0 && report.rowErrors.length === 0;
