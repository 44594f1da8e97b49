import * as E from 'fp-ts/Either';
import { type CsvTable, readCsvBytes } from '../shared/csvReader';
import { CARD_CSV_MESSAGES } from './messages';

/**
 * The bulk card CSV (devices-access §5): one card per row with its id, its (new) name and the
 * user's e-mail. Columns are found by header, trimmed and case-insensitive, in any order:
 * 'カードID' or 'card_id', 'カード名' or 'card_name'/'name', '利用者メールアドレス', 'メールアドレス', 'email' or 'mail'.
 * Row numbers count the header as row 1, as a spreadsheet shows them.
 */
export interface CardCsvRow {
  readonly rowNumber: number;
  readonly cardId: string;
  readonly cardName: string;
  readonly email: string;
}

export const CARD_CSV_MAX_ROWS = 1000;

const ID_HEADERS: ReadonlyArray<string> = ['カードid', 'card_id', 'id'];
const NAME_HEADERS: ReadonlyArray<string> = ['カード名', 'card_name', 'name'];
const MAIL_HEADERS: ReadonlyArray<string> = ['利用者メールアドレス', 'メールアドレス', 'email', 'mail'];

const columnOf = (header: ReadonlyArray<string>, names: ReadonlyArray<string>): number =>
  header.findIndex((cell) => names.includes(cell.trim().toLowerCase()));

export const cardRowsOf = (table: CsvTable): E.Either<string, ReadonlyArray<CardCsvRow>> => {
  const idColumn = columnOf(table.header, ID_HEADERS);
  const nameColumn = columnOf(table.header, NAME_HEADERS);
  const mailColumn = columnOf(table.header, MAIL_HEADERS);
  if (idColumn < 0 || nameColumn < 0 || mailColumn < 0) return E.left(CARD_CSV_MESSAGES.missingColumns);
  return E.right(
    table.rows.map((row) => ({
      rowNumber: row.rowNumber,
      cardId: (row.cells[idColumn] ?? '').trim(),
      cardName: (row.cells[nameColumn] ?? '').trim(),
      email: (row.cells[mailColumn] ?? '').trim(),
    })),
  );
};

/** Bytes of the chosen file → card rows, or the one message saying why the file cannot be used. */
export const readCardCsv = (bytes: Uint8Array): E.Either<string, ReadonlyArray<CardCsvRow>> =>
  E.chain(cardRowsOf)(readCsvBytes(bytes));

/** '.csv only': judged by the file name, as browsers report CSV MIME types inconsistently. */
export const isCsvFileName = (name: string): boolean => /\.csv$/i.test(name.trim());
