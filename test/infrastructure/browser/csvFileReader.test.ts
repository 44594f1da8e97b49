import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { readCsvBlob } from '../../../src/infrastructure/browser/csv/readCsvBlob';
import {
  type CsvWorkerRequest,
  WorkerCsvFileReader,
} from '../../../src/infrastructure/browser/csv/WorkerCsvFileReader';
import { rightOf, success } from '../../support/outcomes';

/** A worker on this thread: answers each request with what csvWorker.ts computes, or fails to start. */
class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly posted: CsvWorkerRequest[] = [];
  terminated = false;
  constructor(private readonly broken = false) {}
  postMessage(request: CsvWorkerRequest): void {
    this.posted.push(request);
    if (this.broken) {
      queueMicrotask(() => this.onerror?.(new Event('error')));
      return;
    }
    void readCsvBlob(request.file, request.options).then((result) =>
      this.onmessage?.(new MessageEvent('message', { data: { id: request.id, result } })),
    );
  }
  terminate(): void {
    this.terminated = true;
  }
}

const csv = (text: string) => new File([text], 'guests.csv');

describe("the browser's CSV reader: a worker reads the file", () => {
  it('one worker reads every file, each answer going to its own read', async () => {
    const workers: FakeWorker[] = [];
    const reader = new WorkerCsvFileReader(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    });
    const [a, b] = await Promise.all([
      reader.read(csv('name,mail\nA,a@example.jp\n')),
      reader.read(csv('name,mail\nB,b@example.jp\n'), { shiftJis: true }),
    ]);
    expect(workers).toHaveLength(1);
    expect(workers[0]?.posted.map((p) => [p.id, p.options])).toEqual([
      [1, {}],
      [2, { shiftJis: true }],
    ]);
    expect(rightOf(a).table.rows[0]?.cells).toEqual(['A', 'a@example.jp']);
    const read = rightOf(b);
    expect([read.table.rows[0]?.cells, read.shiftJis?.convertedFrom]).toEqual([['B', 'b@example.jp'], 'UTF8']);
  });

  it('a file over 5 MB is refused at once and never handed to the worker', async () => {
    const worker = new FakeWorker();
    const reader = new WorkerCsvFileReader(() => worker as unknown as Worker);
    expect(await reader.read(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv'))).toEqual(
      E.left('ファイルが大きすぎます。CSVファイルは5MBまでです。'),
    );
    expect(worker.posted).toEqual([]);
  });

  it('a worker that cannot start (blocked script): the waiting read and later ones are read on the page, none lost', async () => {
    let started = 0;
    const broken = new FakeWorker(true);
    const reader = new WorkerCsvFileReader(() => {
      started += 1;
      return broken as unknown as Worker;
    });
    const first = await reader.read(csv('name,mail\nA,a@example.jp\n'));
    const second = await reader.read(csv('name,mail\nB,b@example.jp\n'));
    expect([first, second, started, broken.terminated]).toEqual([success(), success(), 1, true]);
  });
});
