import * as E from 'fp-ts/Either';
import { type CsvFileContent, readCsvFileContent } from './csvReader';
import { type ShiftJisForm, shiftJisFormOf } from './shiftJis';

/** What reading a chosen CSV file gives: its content and, when asked, its Shift_JIS form for upload. */
export interface CsvFileRead extends CsvFileContent {
  readonly shiftJis: ShiftJisForm | null;
}

export interface CsvReadOptions {
  /** The server reads Shift_JIS only (the guest CSV): convert, and find the rows that cannot be. */
  readonly shiftJis?: boolean;
}

/** The whole read of a file's bytes: the heavy part, run off the main thread by the browser's reader. */
export const readCsvFile = (bytes: Uint8Array, options: CsvReadOptions = {}): E.Either<string, CsvFileRead> =>
  E.map((content: CsvFileContent) => ({
    ...content,
    shiftJis: options.shiftJis === true ? shiftJisFormOf(content) : null,
  }))(readCsvFileContent(bytes));
