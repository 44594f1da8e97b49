import * as E from 'fp-ts/Either';
import { totalPages, type Page } from '../../domain/shared/paging';
import type { Outcome } from './AppError';

/** At most this many calls of one screen are in flight at a time: the server is shared by every manager. */
export const MAX_IN_FLIGHT = 4;

/**
 * How far a screen's reads have come: calls settled out of calls asked for so far (the total grows as pages are
 * found).
 */
export interface CallProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * The one way a screen makes many calls (the access overview's reads, the door states' jobs): at most
 * `limit` in flight, the rest waiting their turn in the order asked, progress counted as they settle.
 *
 * `cancel()` (the manager left the screen) starts no waiting call again; a waiting call's promise then
 * never settles, so the work awaiting it stops where it is. Calls already in flight run to their end
 * and are counted, but whoever made them checks `cancelled` (or has been disposed) before using them.
 *
 *   const pool = new CallPool((progress) => this.store.update(...));
 *   const pages = await Promise.all(ids.map((id) => pool.run(() => this.groups.get(id))));
 */
export class CallPool {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private progress: CallProgress = { done: 0, total: 0 };
  private stopped = false;

  /** `onProgress` is told every change of the counts (a presenter puts them in its state). */
  constructor(
    private readonly onProgress: (progress: CallProgress) => void = () => undefined,
    readonly limit: number = MAX_IN_FLIGHT,
  ) {}

  get cancelled(): boolean {
    return this.stopped;
  }

  get snapshot(): CallProgress {
    return this.progress;
  }

  /** Runs `call` when fewer than `limit` calls are in flight; its promise answers as the call does. */
  run<T>(call: () => Promise<T>): Promise<T> {
    if (this.stopped) return new Promise<T>(() => undefined);
    this.count(0, 1);
    return new Promise<T>((resolve, reject) => {
      const start = (): void => {
        this.active += 1;
        call()
          .then(resolve, reject)
          .finally(() => {
            this.active -= 1;
            this.count(1, 0);
            this.next();
          });
      };
      if (this.active < this.limit) start();
      else this.waiting.push(start);
    });
  }

  /** The manager left: nothing waiting starts; progress stops where it is. */
  cancel(): void {
    this.stopped = true;
    this.waiting.length = 0;
  }

  private next(): void {
    if (this.stopped) return;
    const start = this.waiting.shift();
    if (start) start();
  }

  private count(done: number, total: number): void {
    if (this.stopped && total > 0) return;
    this.progress = { done: this.progress.done + done, total: this.progress.total + total };
    this.onProgress(this.progress);
  }
}

/**
 * Every item of a paged list, read through the pool: the first page says how many pages there are,
 * then the others are asked for at once (the pool keeps them to its limit). The first failure is the answer.
 */
export const allPagesOf = async <T>(
  pool: CallPool,
  fetchPage: (page: number) => Promise<Outcome<Page<T>>>,
): Promise<Outcome<ReadonlyArray<T>>> => {
  const first = await pool.run(() => fetchPage(1));
  if (E.isLeft(first)) return first;
  const pages = totalPages(first.right.total, first.right.perPage);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => pool.run(() => fetchPage(index + 2))),
  );
  const failed = rest.find(E.isLeft);
  if (failed) return failed;
  return E.right(
    [first.right, ...rest.flatMap((page) => (E.isRight(page) ? [page.right] : []))].flatMap((page) => page.items),
  );
};
