import * as E from 'fp-ts/Either';
import { type CsvTable, readCsvBytesAs } from '../shared/csvReader';
import { GUEST_CSV_MESSAGES } from './messages';

/**
 * The guest CSV (devices-access §5): a header row and one guest per row, Shift_JIS from
 * spreadsheets (UTF-8 accepted too, via the shared reader).
 *
 * Columns are found by header name, trimmed and case-insensitive: 'name' or '名前' for the
 * name and 'mail' or 'メールアドレス' for the e-mail; column order and extra columns do not matter.
 * Row numbers count the header as row 1, so the first guest is row 2, as a spreadsheet shows it.
 */
export interface GuestCsvRow {
  readonly rowNumber: number;
  readonly name: string;
  readonly mail: string;
}

export const GUEST_CSV_MAX_ROWS = 3000;

const NAME_HEADERS: ReadonlyArray<string> = ['name', '名前'];
const MAIL_HEADERS: ReadonlyArray<string> = ['mail', 'メールアドレス'];

const columnOf = (header: ReadonlyArray<string>, names: ReadonlyArray<string>): number =>
  header.findIndex((cell) => names.includes(cell.trim().toLowerCase()));

/** Maps a parsed table to guest rows (cells trimmed), or the missing-columns message. */
export const guestRowsOf = (table: CsvTable): E.Either<string, ReadonlyArray<GuestCsvRow>> => {
  const nameColumn = columnOf(table.header, NAME_HEADERS);
  const mailColumn = columnOf(table.header, MAIL_HEADERS);
  if (nameColumn < 0 || mailColumn < 0) return E.left(GUEST_CSV_MESSAGES.missingColumns);
  return E.right(
    table.rows.map((row) => ({
      rowNumber: row.rowNumber,
      name: (row.cells[nameColumn] ?? '').trim(),
      mail: (row.cells[mailColumn] ?? '').trim(),
    })),
  );
};

/** The file as the server reads it (devices-access §5: Shift_JIS, nothing else): what the demo world's server runs. */
export const readGuestCsvAsServer = (bytes: Uint8Array): E.Either<string, ReadonlyArray<GuestCsvRow>> =>
  E.chain(guestRowsOf)(readCsvBytesAs(bytes, 'SJIS'));
