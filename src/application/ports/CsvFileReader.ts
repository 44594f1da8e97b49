import type { Either } from 'fp-ts/Either';
import type { CsvFileRead, CsvReadOptions } from '../../domain/shared/csvFile';

/**
 * Reads a CSV file the manager chose, off the page's main thread (the browser's adapter runs it in a
 * worker): refuses a file over the size limit before reading it, says when the file cannot be opened,
 * then decodes and parses it (domain/shared/csvFile). The Left is the Japanese message to show.
 */
export interface CsvFileReader {
  read(file: Blob, options?: CsvReadOptions): Promise<Either<string, CsvFileRead>>;
}

export const CsvFileReader = Symbol.for('CsvFileReader');
