import Papa from 'papaparse';

export type CsvCell = string | number | null;

/** Excel needs the byte-order mark to read UTF-8 Japanese text (devices-access §9). */
export const UTF8_BOM = '\uFEFF';

/**
 * Cells a spreadsheet would run as a formula (=, +, @, tab, CR, or '-' followed by anything, and their full-width forms
 * ＝ ＋ ＠ －, which Japanese Excel reads as the same operators) get a leading quote; a lone '-' or '－' placeholder stays.
 */
const FORMULA_START = /^(?:[=+@\t\r\uFF1D\uFF0B\uFF20]|[-\uFF0D].)/s;

const CRLF = '\r\n';

/**
 * The one CSV writer: BOM first, every record (the last too) ended by CRLF, quoting only
 * where a cell needs it, null as an empty cell.
 */
export const toCsv = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string => {
  const body = Papa.unparse(
    { fields: [...header], data: rows.map((row) => row.map((cell) => (cell === null ? '' : cell))) },
    { newline: CRLF, quotes: false, escapeFormulae: FORMULA_START },
  );
  // papaparse ends a header-only file with CRLF but not one with rows (a last row of one empty cell included)
  const headerOnlyEnded = rows.length === 0 && body.endsWith(CRLF);
  return UTF8_BOM + (headerOnlyEnded ? body : body + CRLF);
};
