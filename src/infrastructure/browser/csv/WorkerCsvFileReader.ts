import * as E from 'fp-ts/Either';
import type { CsvFileReader } from '../../../application/ports/CsvFileReader';
import type { CsvFileRead, CsvReadOptions } from '../../../domain/shared/csvFile';
import { csvSizeProblem } from '../../../domain/shared/csvLimits';
import { trustedWorkerClass } from '../trustedScriptUrl';

/**
 * The reader on the page (no worker, or it failed): loaded on first use, so papaparse and encoding-japanese
 * stay out of the composition every page loads (the lock list's budget, scripts/size.mjs).
 */
const readOnPage = async (file: Blob, options: CsvReadOptions): Promise<E.Either<string, CsvFileRead>> =>
  (await import('./readCsvBlob')).readCsvBlob(file, options);

export interface CsvWorkerRequest {
  readonly id: number;
  readonly file: Blob;
  readonly options: CsvReadOptions;
}

export interface CsvWorkerAnswer {
  readonly id: number;
  readonly result: E.Either<string, CsvFileRead>;
}

/**
 * The CSV worker, started through the console's Trusted Types policy (the Worker constructor is a script sink). The
 * line keeps the shape Vite looks for to bundle the worker, `new Worker(new URL('…', import.meta.url))`: the `Worker`
 * it names is the page's, with the URL made trusted.
 */
const startCsvWorker = (): globalThis.Worker => {
  const Worker = trustedWorkerClass();
  return new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module', name: 'csv-reader' });
};

interface Waiting {
  readonly file: Blob;
  readonly options: CsvReadOptions;
  readonly resolve: (result: E.Either<string, CsvFileRead>) => void;
}

/**
 * The browser's CSV reader: one module worker (csvWorker.ts), started on the first file, reads every
 * chosen file. papaparse's own worker mode is not used: it starts from a blob: URL, which the CSP
 * (worker-src 'self', scripts/csp.mjs) refuses, and it cannot find its own script in a bundle. Vite
 * emits csvWorker.ts as a file of the site, which 'self' allows.
 */
export class WorkerCsvFileReader implements CsvFileReader {
  private worker: Worker | null = null;
  /** Set when the worker could not start: reads then run on the page, slower but never lost. */
  private failed = false;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly startWorker: () => Worker = startCsvWorker) {}

  read(file: Blob, options: CsvReadOptions = {}): Promise<E.Either<string, CsvFileRead>> {
    // refused at once: a file over the limit is never handed over, let alone read
    const tooLarge = csvSizeProblem(file.size);
    if (tooLarge !== undefined) return Promise.resolve(E.left(tooLarge));
    const worker = this.failed ? null : this.running();
    if (worker === null) return readOnPage(file, options);
    return new Promise((resolve) => {
      const id = this.nextId;
      this.nextId += 1;
      this.waiting.set(id, { file, options, resolve });
      worker.postMessage({ id, file, options } satisfies CsvWorkerRequest);
    });
  }

  private running(): Worker | null {
    if (this.worker) return this.worker;
    let worker: Worker;
    try {
      worker = this.startWorker();
    } catch {
      this.failed = true;
      return null;
    }
    worker.onmessage = (event: MessageEvent<CsvWorkerAnswer>) => {
      const waiting = this.waiting.get(event.data.id);
      this.waiting.delete(event.data.id);
      waiting?.resolve(event.data.result);
    };
    // the script could not load (blocked, unsupported): what waits is read on the page instead
    worker.onerror = (event) => {
      event.preventDefault();
      this.failed = true;
      worker.terminate();
      this.worker = null;
      const pending = [...this.waiting.values()];
      this.waiting.clear();
      pending.forEach((w) => void readOnPage(w.file, w.options).then(w.resolve));
    };
    this.worker = worker;
    return worker;
  }
}

/** The same read on the calling thread: node tests, and browsers without module workers. */
export class InlineCsvFileReader implements CsvFileReader {
  read(file: Blob, options: CsvReadOptions = {}): Promise<E.Either<string, CsvFileRead>> {
    return readOnPage(file, options);
  }
}
