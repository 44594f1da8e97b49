import Encoding from 'encoding-japanese';
import type { CsvFileContent, CsvTable } from './csvReader';

/**
 * Shift_JIS for a server that reads nothing else (the guest CSV, devices-access §5): which
 * characters it cannot hold, and the text in its bytes. Shift_JIS here is encoding-japanese's, the
 * Windows form (NEC and IBM extensions: ①, ㈱, 髙 are in it; 𠮷, emoji, é are not).
 */

const encodable = new Map<string, boolean>();

/** Whether one character (a code point) has a Shift_JIS form. */
export const isShiftJisEncodable = (character: string): boolean => {
  if (character.length === 1 && character.charCodeAt(0) < 0x80) return true;
  let known = encodable.get(character);
  if (known === undefined) {
    try {
      Encoding.convert(Encoding.stringToCode(character), { to: 'SJIS', from: 'UNICODE', fallback: 'error' });
      known = true;
    } catch {
      known = false;
    }
    encodable.set(character, known);
  }
  return known;
};

/** The distinct characters of `text` Shift_JIS cannot hold, in order of first appearance. */
export const charactersOutsideShiftJis = (text: string): ReadonlyArray<string> => [
  ...new Set(Array.from(text).filter((c) => !isShiftJisEncodable(c))),
];

/** The text's Shift_JIS bytes; only for text whose every character is encodable. */
export const encodeShiftJis = (text: string): Uint8Array =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));

export interface UnencodableRow {
  /** The record number, as the preview counts rows (header = 1). */
  readonly rowNumber: number;
  readonly characters: ReadonlyArray<string>;
}

/** Every record (the header too) holding characters Shift_JIS cannot encode. */
export const rowsOutsideShiftJis = (table: CsvTable): ReadonlyArray<UnencodableRow> =>
  [{ rowNumber: table.headerRowNumber, cells: table.header }, ...table.rows]
    .map((row) => ({ rowNumber: row.rowNumber, characters: charactersOutsideShiftJis(row.cells.join('')) }))
    .filter((row) => row.characters.length > 0);

/** What a Shift_JIS server would receive of a file: the bytes to send, or the rows that stop it. */
export interface ShiftJisForm {
  /** A Shift_JIS file as it is; a UTF-8 one converted (BOM dropped); null when some row cannot be. */
  readonly upload: Uint8Array | null;
  readonly convertedFrom: 'UTF8' | null;
  readonly unencodableRows: ReadonlyArray<UnencodableRow>;
}

export const shiftJisFormOf = (content: CsvFileContent): ShiftJisForm => {
  if (content.encoding === 'SJIS') return { upload: content.bytes, convertedFrom: null, unencodableRows: [] };
  const unencodableRows = rowsOutsideShiftJis(content.table);
  return {
    upload: unencodableRows.length > 0 ? null : encodeShiftJis(content.text),
    convertedFrom: 'UTF8',
    unencodableRows,
  };
};
