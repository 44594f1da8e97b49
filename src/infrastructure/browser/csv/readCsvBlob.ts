import * as E from 'fp-ts/Either';
import { type CsvFileRead, type CsvReadOptions, readCsvFile } from '../../../domain/shared/csvFile';
import { CSV_MESSAGES, csvSizeProblem } from '../../../domain/shared/csvReader';

/** The size limit, then the file's bytes (a file moved or changed since it was chosen cannot be), then the read. */
export const readCsvBlob = async (file: Blob, options: CsvReadOptions = {}): Promise<E.Either<string, CsvFileRead>> => {
  const tooLarge = csvSizeProblem(file.size);
  if (tooLarge !== undefined) return E.left(tooLarge);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return E.left(CSV_MESSAGES.cannotOpen);
  }
  return readCsvFile(bytes, options);
};
