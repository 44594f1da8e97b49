import { isEmail } from '../shared/email';
import { lengthOf } from '../shared/validation';
import { CARD_NAME_MAX } from './card';
import { CARD_CSV_MAX_ROWS, type CardCsvRow } from './cardCsv';
import { CARD_CSV_MESSAGES } from './messages';

/** The same row-report shape as the guest CSV (domain/guests/guestCsvRules.ts). */
export interface CardCsvRowError {
  readonly rowNumber: number;
  readonly reasons: ReadonlyArray<string>;
}

export interface CardCsvReport {
  readonly fileErrors: ReadonlyArray<string>;
  readonly rowErrors: ReadonlyArray<CardCsvRowError>;
  readonly validRows: ReadonlyArray<CardCsvRow>;
}

/**
 * What the browser knows about the organization when it could load it: card id → whether the
 * card already has a user, and the guests' e-mails (lower case). Without it only the file's own rules are checked.
 */
export interface CardCsvContext {
  readonly cards: ReadonlyMap<number, { readonly hasUser: boolean }>;
  readonly guestEmails: ReadonlySet<string>;
}

const reasonsOf = (
  row: CardCsvRow,
  firstRowOfId: ReadonlyMap<string, number>,
  context: CardCsvContext | undefined,
): string[] => {
  const reasons: string[] = [];
  const id = row.cardId.trim();
  if (id === '') reasons.push(CARD_CSV_MESSAGES.cardIdRequired);
  else if (!/^[0-9]+$/.test(id)) reasons.push(CARD_CSV_MESSAGES.cardIdInvalid);
  else {
    const first = firstRowOfId.get(String(Number(id)));
    if (first !== undefined && first !== row.rowNumber) reasons.push(CARD_CSV_MESSAGES.duplicateCard(first));
    const known = context?.cards.get(Number(id));
    if (context && known === undefined) reasons.push(CARD_CSV_MESSAGES.unknownCard);
    else if (known?.hasUser) reasons.push(CARD_CSV_MESSAGES.cardHasUser);
  }
  if (row.cardName === '') reasons.push(CARD_CSV_MESSAGES.cardNameRequired);
  else if (lengthOf(row.cardName) > CARD_NAME_MAX) reasons.push(CARD_CSV_MESSAGES.cardNameTooLong);
  if (row.email === '') reasons.push(CARD_CSV_MESSAGES.emailRequired);
  else if (!isEmail(row.email)) reasons.push(CARD_CSV_MESSAGES.emailInvalid);
  else if (context && !context.guestEmails.has(row.email.trim().toLowerCase()))
    reasons.push(CARD_CSV_MESSAGES.unknownUser);
  return reasons;
};

/** The dry run: every rule of devices-access §5 the browser can check, every bad row listed by number. */
export const validateCardCsvRows = (rows: ReadonlyArray<CardCsvRow>, context?: CardCsvContext): CardCsvReport => {
  const firstRowOfId = new Map<string, number>();
  for (const row of rows) {
    const id = row.cardId.trim();
    if (/^[0-9]+$/.test(id) && !firstRowOfId.has(String(Number(id))))
      firstRowOfId.set(String(Number(id)), row.rowNumber);
  }
  const rowErrors: CardCsvRowError[] = [];
  const validRows: CardCsvRow[] = [];
  for (const row of rows) {
    const reasons = reasonsOf(row, firstRowOfId, context);
    if (reasons.length === 0) validRows.push(row);
    else rowErrors.push({ rowNumber: row.rowNumber, reasons });
  }
  const fileErrors = [
    ...(rows.length === 0 ? [CARD_CSV_MESSAGES.noRows] : []),
    ...(rows.length > CARD_CSV_MAX_ROWS ? [CARD_CSV_MESSAGES.limitExceeded] : []),
  ];
  return { fileErrors, rowErrors, validRows };
};

export const cardRowErrorLine = (error: CardCsvRowError): string =>
  `${CARD_CSV_MESSAGES.rowPrefix(error.rowNumber)}${error.reasons.join(' ')}`;

export const isCardCsvUploadable = (report: CardCsvReport): boolean =>
  report.fileErrors.length === 0 && report.rowErrors.length === 0;

/** The server's per-line errors read the same way: '3行目: message'. */
export const serverLineMessage = (line: number, message: string): string =>
  `${CARD_CSV_MESSAGES.rowPrefix(line)}${message}`;
