import * as E from 'fp-ts/Either';
import {
  listEnded,
  pagesImplied,
  pagingMismatchOf,
  totalOf,
  type Page,
  type PageAnswer,
  type PagingMismatch,
} from '../../domain/shared/paging';
import type { AppError, Outcome } from './AppError';

/** At most this many calls of one screen are in flight at a time: the server is shared by every manager. */
export const MAX_IN_FLIGHT = 4;

/** How far a screen's reads have come: calls settled out of calls asked for so far (the total grows with pages). */
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
 * `branch()`: a part of the reading that may be thrown away, cancelled alone.
 *
 *   const pool = new CallPool((progress) => this.store.update(...));
 *   const pages = await Promise.all(ids.map((id) => pool.run(() => this.groups.get(id))));
 */
export class CallPool {
  private active = 0;
  /**
   * Calls waiting their turn, the most urgent first, in the order asked within one urgency; `from`: the pool they
   * were asked through (this one, or a branch of it).
   */
  private readonly waiting: Array<{ readonly start: () => void; readonly urgency: number; readonly from: CallPool }> =
    [];
  /** The pool a branch's calls take their turns in (CallPool.branch); null for a screen's own pool. */
  private trunk: CallPool | null = null;
  private progress: CallProgress = { done: 0, total: 0 };
  private stopped = false;
  private readonly found: PagingMismatch[] = [];

  /** When `onProgress` was last told (Date.now()), and the telling put off until `progressEveryMs` has passed. */
  private toldAt = Number.NEGATIVE_INFINITY;
  private putOff: ReturnType<typeof setTimeout> | null = null;

  /**
   * `onProgress` is told the counts as they change (a presenter puts them in its state). With `progressEveryMs` it is
   * told at most once in that time, the latest counts: at once when the pool has nothing in flight or waiting (a
   * reading's last answer: no telling is left for later), otherwise when the time has passed. A screen renders
   * at each telling: a reading of 200 calls told every start and settle rendered 400 times, on a phone's CPU more
   * work than the answers' own, and the next call waited for the page to be free (PERFORMANCE.md).
   */
  constructor(
    private readonly onProgress: (progress: CallProgress) => void = () => undefined,
    readonly limit: number = MAX_IN_FLIGHT,
    private readonly progressEveryMs = 0,
  ) {}

  /** True once this pool (or, for a branch, its trunk) is cancelled. */
  get cancelled(): boolean {
    return this.stopped || (this.trunk?.cancelled ?? false);
  }

  /** The counts so far (a branch's are its trunk's: its calls are counted there). */
  get snapshot(): CallProgress {
    return this.trunk?.snapshot ?? this.progress;
  }

  /**
   * A part of this pool's reading that may turn out not to be wanted (an access view's reads started beside the look
   * at whose its record is): its calls take this pool's turns (the same limit, urgency, progress), and its `cancel()`
   * stops only its own: its calls still waiting never start (their promises never settle, and they leave the
   * progress's total), it asks for none after, and its calls in flight run to their end. The mismatches of its lists
   * stay its own (`mismatches`): whoever keeps what it read notes them in this pool.
   */
  branch(): CallPool {
    const branch = new CallPool(undefined, this.limit);
    branch.trunk = this;
    return branch;
  }

  /**
   * Runs `call` when fewer than `limit` calls are in flight; its promise answers as the call does. `urgency` (0 by
   * default): a waiting call of a higher urgency starts before every waiting call of a lower one (a list read page by
   * page that other calls wait for, GET locks without a total, goes first so the pool never waits on it).
   */
  run<T>(call: () => Promise<T>, urgency = 0): Promise<T> {
    return this.ask(call, urgency, this);
  }

  /** `from`: the pool the call was asked through; a branch passes it on to its trunk. */
  private ask<T>(call: () => Promise<T>, urgency: number, from: CallPool): Promise<T> {
    if (this.stopped) return new Promise<T>(() => undefined);
    if (this.trunk !== null) return this.trunk.ask(call, urgency, from);
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
      else this.wait(start, urgency, from);
    });
  }

  /** The lists read through this pool whose server total differed from the rows read (shown by the screen). */
  get mismatches(): ReadonlyArray<PagingMismatch> {
    return this.found;
  }

  /** Notes a list whose total and rows differ (allPagesOf does). */
  noteMismatch(mismatch: PagingMismatch): void {
    this.found.push(mismatch);
  }

  /** The manager left: nothing waiting starts; progress stops where it is. A branch: only its own calls stop. */
  cancel(): void {
    this.stopped = true;
    if (this.trunk !== null) {
      this.trunk.drop(this);
      return;
    }
    this.waiting.length = 0;
    if (this.putOff !== null) clearTimeout(this.putOff);
    this.putOff = null;
  }

  private wait(start: () => void, urgency: number, from: CallPool): void {
    // after the last waiting call at least as urgent (the queue is short: a few hundred calls at most)
    let at = this.waiting.length;
    while (at > 0 && (this.waiting[at - 1]?.urgency ?? 0) < urgency) at -= 1;
    this.waiting.splice(at, 0, { start, urgency, from });
  }

  /** A branch was cancelled: its calls (and its branches') still waiting leave the queue and the progress's total. */
  private drop(branch: CallPool): void {
    if (this.trunk !== null) {
      this.trunk.drop(branch);
      return;
    }
    const kept = this.waiting.filter((w) => !w.from.within(branch));
    const dropped = this.waiting.length - kept.length;
    if (dropped === 0) return;
    this.waiting.splice(0, this.waiting.length, ...kept);
    this.count(0, -dropped);
  }

  /** This pool is `pool` or a branch of it (at any depth). */
  private within(pool: CallPool): boolean {
    return this === pool || (this.trunk?.within(pool) ?? false);
  }

  private next(): void {
    if (this.stopped) return;
    this.waiting.shift()?.start();
  }

  private count(done: number, total: number): void {
    if (this.stopped && total > 0) return;
    this.progress = { done: this.progress.done + done, total: this.progress.total + total };
    this.tell();
  }

  private tell(): void {
    const now = Date.now();
    const settled = this.progress.done === this.progress.total;
    if (this.stopped || settled || now - this.toldAt >= this.progressEveryMs) {
      if (this.putOff !== null) clearTimeout(this.putOff);
      this.putOff = null;
      this.toldAt = now;
      this.onProgress(this.progress);
    } else
      this.putOff ??= setTimeout(
        () => {
          this.putOff = null;
          this.toldAt = Date.now();
          this.onProgress(this.progress);
        },
        this.progressEveryMs - (now - this.toldAt),
      );
  }
}

/** A page as a list call answers it: a `Page` (its total a guess when `totalKnown` is false) or a `PageAnswer`. */
export type PageOf<T> = Pick<Page<T>, 'items' | 'total' | 'totalKnown'> | PageAnswer<T>;

/** Every row of a list, and how the reading compared with the server's total. */
export interface AllPages<T> {
  readonly items: ReadonlyArray<T>;
  /** The total the first page carried, null when the server sent none. */
  readonly total: number | null;
  readonly mismatch: PagingMismatch | null;
  /** False when `maxPages` stopped the reading before the list ended. */
  readonly complete: boolean;
}

export interface ReadAllOptions<T> {
  /** Runs each call (a pool's `run`); by default the call itself. */
  readonly run?: <R>(call: () => Promise<R>) => Promise<R>;
  /** The id a row is counted once by; by default its `id` field when it has one (otherwise no row is a repeat). */
  readonly keyOf?: (item: T) => unknown;
  /** At most this many pages (a bound for a summary that may stay partial); unbounded by default. */
  readonly maxPages?: number;
  /**
   * Told the rows of each page not read before, as they are added (in the order of the answer's rows), so a caller
   * can start what each page implies before the list ends (the keypads of each page of locks).
   */
  readonly onRows?: (rows: ReadonlyArray<T>) => void;
}

const defaultKeyOf = (item: unknown): unknown =>
  typeof item === 'object' && item !== null && 'id' in item ? item.id : Symbol('row');

/** No list of the console is near this many pages: a server that never ends its list cannot hold a screen forever. */
const PAGE_LIMIT = 10_000;

/**
 * The one way the console reads every page of a list (the rule: domain/shared/paging.ts). Page 1 first; its length
 * is the server's page size. With a total, the other pages it implies are asked at once (the pool keeps them to its
 * limit); then, with or without one, the next page is read while the last one was full. Rows are kept once by id in
 * the order read. The first failure is the answer; a total that differs from the rows read is `mismatch`.
 */
export const readAllPages = async <T, L = AppError>(
  fetchPage: (page: number) => Promise<E.Either<L, PageOf<T>>>,
  options: ReadAllOptions<T> = {},
): Promise<E.Either<L, AllPages<T>>> => {
  const run = options.run ?? (<R>(call: () => Promise<R>) => call());
  const keyOf = options.keyOf ?? defaultKeyOf;
  const maxPages = Math.min(options.maxPages ?? PAGE_LIMIT, PAGE_LIMIT);
  const seen = new Set<unknown>();
  const items: T[] = [];
  const add = (rows: ReadonlyArray<T>): number => {
    const from = items.length;
    for (const row of rows) {
      const key = keyOf(row);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(row);
    }
    if (options.onRows && items.length > from) options.onRows(items.slice(from));
    return items.length - from;
  };
  const first = await run(() => fetchPage(1));
  if (E.isLeft(first)) return first;
  const servedSize = first.right.items.length;
  const total = totalOf(first.right);
  let lastNew = add(first.right.items);
  let lastLength = servedSize;
  let lastPage = 1;
  const implied = Math.min(pagesImplied(total, servedSize), maxPages);
  if (servedSize > 0 && implied > 1) {
    const rest = await Promise.all(Array.from({ length: implied - 1 }, (_, index) => run(() => fetchPage(index + 2))));
    const failed = rest.find(E.isLeft);
    if (failed) return failed;
    for (const page of rest)
      if (E.isRight(page)) {
        lastNew = add(page.right.items);
        lastLength = page.right.items.length;
      }
    lastPage = implied;
  }
  const ended = () => listEnded({ servedSize, total, distinctRead: items.length, lastLength, lastNew });
  while (!ended() && lastPage < maxPages) {
    const pageNumber = lastPage + 1;
    const next = await run(() => fetchPage(pageNumber));
    if (E.isLeft(next)) return next;
    lastNew = add(next.right.items);
    lastLength = next.right.items.length;
    lastPage = pageNumber;
  }
  return E.right({ items, total, mismatch: pagingMismatchOf(total, items.length), complete: ended() });
};

/**
 * Every row of a paged list read through a screen's pool (readAllPages): a total that differs from the rows read
 * is noted in the pool (`pool.mismatches`), which the screen shows. The first failure is the answer.
 */
export const allPagesOf = async <T>(
  pool: CallPool,
  fetchPage: (page: number) => Promise<Outcome<PageOf<T>>>,
  keyOf?: (item: T) => unknown,
  how: { readonly urgency?: number; readonly onRows?: (rows: ReadonlyArray<T>) => void } = {},
): Promise<Outcome<ReadonlyArray<T>>> => {
  const read = await readAllPages(fetchPage, {
    run: (call) => pool.run(call, how.urgency),
    ...(keyOf ? { keyOf } : {}),
    ...(how.onRows ? { onRows: how.onRows } : {}),
  });
  if (E.isLeft(read)) return read;
  if (read.right.mismatch) pool.noteMismatch(read.right.mismatch);
  return E.right(read.right.items);
};

/**
 * Whether any row of a paged list matches, read by the one reader through a screen's pool, stopping at the first page
 * that holds a match (a look-up by name: no page past the hit is asked for, and none is counted in the progress).
 * `how.urgency`: its calls' urgency in the pool (CallPool.run).
 */
export const someInPages = async <T>(
  pool: CallPool,
  fetchPage: (page: number) => Promise<Outcome<PageOf<T>>>,
  matches: (item: T) => boolean,
  how: { readonly urgency?: number } = {},
): Promise<Outcome<boolean>> => {
  let hit = false;
  const read = await readAllPages<T, AppError>(
    async (page) => {
      if (hit) return E.right({ items: [], total: null });
      const answer = await fetchPage(page);
      if (E.isRight(answer) && answer.right.items.some(matches)) hit = true;
      return answer;
    },
    { run: (call) => (hit ? call() : pool.run(call, how.urgency)) },
  );
  return E.map(() => hit)(read);
};
