/// <reference lib="webworker" />
import * as E from 'fp-ts/Either';
import { CSV_MESSAGES } from '../../../domain/shared/csvReader';
import { readCsvBlob } from './readCsvBlob';
import type { CsvWorkerAnswer, CsvWorkerRequest } from './WorkerCsvFileReader';

/**
 * The CSV reader's worker (a Vite module worker, same origin: CSP worker-src 'self'): the file is read,
 * decoded and parsed here, so a large file never freezes the page. Bytes go back transferred, not copied.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<CsvWorkerRequest>) => {
  const { id, file, options } = event.data;
  void readCsvBlob(file, options)
    // a failure inside the reader (out of memory on a huge text) is a file that cannot be read
    .catch(() => E.left(CSV_MESSAGES.unreadable))
    .then((result) => {
      const answer: CsvWorkerAnswer = { id, result };
      const transfer =
        result._tag === 'Right'
          ? [
              result.right.bytes.buffer,
              ...(result.right.shiftJis?.upload && result.right.shiftJis.upload.buffer !== result.right.bytes.buffer
                ? [result.right.shiftJis.upload.buffer]
                : []),
            ]
          : [];
      scope.postMessage(answer, transfer as Transferable[]);
    });
};
