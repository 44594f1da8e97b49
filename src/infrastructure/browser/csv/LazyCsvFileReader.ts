import * as E from 'fp-ts/Either';
import type { CsvFileReader } from '../../../application/ports/CsvFileReader';
import type { CsvFileRead, CsvReadOptions } from '../../../domain/shared/csvFile';
import { MESSAGES } from '../../../domain/shared/messages';

/**
 * The CSV reader, loaded with the first file a manager chooses (the worker's starter and its Trusted Types policy
 * stay off the way from /login to the lock list, whose JS budget they would cross: scripts/size.mjs). A worker
 * where the platform has one (WorkerCsvFileReader), the page otherwise (node tests). A load that fails (the network
 * dropped) answers the network message, and the next file tries the load again.
 */
export class LazyCsvFileReader implements CsvFileReader {
  private reader: Promise<CsvFileReader> | null = null;

  read(file: Blob, options: CsvReadOptions = {}): Promise<E.Either<string, CsvFileRead>> {
    this.reader ??= import('./WorkerCsvFileReader').then((m) =>
      typeof Worker === 'function' ? new m.WorkerCsvFileReader() : new m.InlineCsvFileReader(),
    );
    return this.reader.then(
      (reader) => reader.read(file, options),
      () => {
        this.reader = null;
        return E.left(MESSAGES.networkFailed);
      },
    );
  }
}
