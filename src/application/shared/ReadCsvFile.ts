import type { Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { CsvFileRead, CsvReadOptions } from '../../domain/shared/csvFile';
import { CsvFileReader } from '../ports/CsvFileReader';

/**
 * A CSV file the manager chose, read off the page's thread (the 5 MB limit, the encoding, the parse):
 * the content, or the Japanese sentence saying why it cannot be read.
 */
@injectable()
export class ReadCsvFile {
  constructor(@inject(CsvFileReader) private readonly reader: CsvFileReader) {}

  execute(file: Blob, options?: CsvReadOptions): Promise<Either<string, CsvFileRead>> {
    return this.reader.read(file, options);
  }
}
