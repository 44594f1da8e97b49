import * as E from 'fp-ts/Either';
import Encoding from 'encoding-japanese';
import Papa from 'papaparse';

/**
 * The one CSV reader of the console: bytes → text (UTF-8 with or without BOM, or Shift_JIS)
 * → header and data rows. Feature code maps the columns it needs (see guests/guestCsv.ts).
 */

export { CSV_MAX_BYTES, CSV_MAX_SIZE_LABEL, CSV_MESSAGES, csvSizeProblem } from './csvLimits';
import { CSV_MESSAGES } from './csvLimits';

export type CsvEncoding = 'UTF8' | 'SJIS';

export interface CsvRow {
  /** 1-based record number in the file; the header is row 1 and skipped blank lines still count. */
  readonly rowNumber: number;
  readonly cells: ReadonlyArray<string>;
}

export interface CsvTable {
  /** The first non-blank record, cells trimmed. */
  readonly header: ReadonlyArray<string>;
  /** The header's record number (1 unless blank lines come first). */
  readonly headerRowNumber: number;
  readonly rows: ReadonlyArray<CsvRow>;
}

const hasUtf8Bom = (bytes: Uint8Array): boolean => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/** A NUL byte never occurs in a text CSV of either encoding: the file is binary (xlsx, image…). */
const looksBinary = (bytes: Uint8Array): boolean => bytes.includes(0);

/** UTF-8 when the bytes are valid UTF-8 (pure ASCII included), else Shift_JIS, else undefined. */
export const detectCsvEncoding = (bytes: Uint8Array): CsvEncoding | undefined => {
  if (looksBinary(bytes)) return undefined;
  if (hasUtf8Bom(bytes) || Encoding.detect(bytes, 'UTF8') === 'UTF8') return 'UTF8';
  return Encoding.detect(bytes, 'SJIS') === 'SJIS' ? 'SJIS' : undefined;
};

const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** Decodes a CSV upload to text, BOM removed; bytes of neither encoding are read as Shift_JIS (best effort). */
export const decodeCsvBytes = (bytes: Uint8Array): string => {
  const from = detectCsvEncoding(bytes) ?? 'SJIS';
  const body = from === 'UTF8' && hasUtf8Bom(bytes) ? bytes.subarray(3) : bytes;
  return stripBom(Encoding.convert(body, { to: 'UNICODE', from, type: 'string' }));
};

const isBlankRecord = (cells: ReadonlyArray<string>): boolean => cells.every((cell) => cell.trim() === '');

/** Parses CSV text (comma-separated, any line break) into a header and its data rows; blank lines are skipped. */
export const parseCsv = (text: string): E.Either<string, CsvTable> => {
  const result = Papa.parse<string[]>(stripBom(text), { delimiter: ',', skipEmptyLines: false });
  const broken = result.errors.find((error) => error.type === 'Quotes');
  if (broken !== undefined) return E.left(CSV_MESSAGES.unbalancedQuotes((broken.row ?? 0) + 1));
  const records = result.data.map((cells, index) => ({ rowNumber: index + 1, cells }));
  const filled = records.filter((record) => !isBlankRecord(record.cells));
  const [first, ...rows] = filled;
  if (first === undefined) return E.left(CSV_MESSAGES.empty);
  return E.right({ header: first.cells.map((cell) => cell.trim()), headerRowNumber: first.rowNumber, rows });
};

/** How a server that reads one encoding only sees the bytes (a UTF-8 file read as Shift_JIS is garbled, as there). */
export const readCsvBytesAs = (bytes: Uint8Array, encoding: CsvEncoding): E.Either<string, CsvTable> =>
  looksBinary(bytes)
    ? E.left(CSV_MESSAGES.unreadable)
    : parseCsv(Encoding.convert(bytes, { to: 'UNICODE', from: encoding, type: 'string' }));

/** decodeCsvBytes then parseCsv, refusing bytes that are neither UTF-8 nor Shift_JIS text. */
export const readCsvBytes = (bytes: Uint8Array): E.Either<string, CsvTable> =>
  detectCsvEncoding(bytes) === undefined ? E.left(CSV_MESSAGES.unreadable) : parseCsv(decodeCsvBytes(bytes));

/** A chosen CSV file as read: its encoding, its bytes, its text (BOM removed) and its table. */
export interface CsvFileContent {
  readonly encoding: CsvEncoding;
  readonly bytes: Uint8Array;
  readonly text: string;
  readonly table: CsvTable;
}

/** decode and parse, keeping what an upload needs (the bytes, their encoding and the text). */
export const readCsvFileContent = (bytes: Uint8Array): E.Either<string, CsvFileContent> => {
  const encoding = detectCsvEncoding(bytes);
  if (encoding === undefined) return E.left(CSV_MESSAGES.unreadable);
  const text = decodeCsvBytes(bytes);
  return E.map((table: CsvTable) => ({ encoding, bytes, text, table }))(parseCsv(text));
};
