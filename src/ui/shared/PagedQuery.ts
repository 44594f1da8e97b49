import * as E from 'fp-ts/Either';
import type { Outcome } from '../../application/shared/AppError';
import type { Page } from '../../domain/shared/paging';
import { LatestRequest } from './LatestRequest';
import { Store } from './Store';

/** One paged list as a screen shows it. */
export interface PagedState<Q, R> {
  /** What the manager filtered by (name, tab, month...); the page is apart. */
  readonly query: Q;
  readonly page: number;
  readonly status: 'loading' | 'ready' | 'failed';
  /** The rows of the page on screen (kept while the next page loads with keepRowsWhileLoading). */
  readonly rows: ReadonlyArray<R>;
  readonly total: number;
  /**
   * False when the server sent no total (Page.totalKnown): `total` then only lets the pager offer one page more
   * and is never shown as a count.
   */
  readonly totalKnown: boolean;
  readonly perPage: number;
  /** The failure's Japanese message when status is 'failed'. */
  readonly message: string | null;
}

/** What the paged list shows of a paged query (a PagedQuery's state, or a presenter's own paged state). */
export type PagedView<R> = Pick<PagedState<unknown, R>, 'status' | 'rows' | 'total' | 'perPage' | 'page' | 'message'> &
  Partial<Pick<PagedState<unknown, R>, 'totalKnown'>>;

/** One page of rows for a query: a use case returning Either<AppError, Page<R>> (or a page with more, P). */
export type PageFetch<Q, R, P extends Page<R> = Page<R>> = (query: Q, page: number) => Promise<Outcome<P>>;

export interface PagedQueryOptions<Q, R, P extends Page<R> = Page<R>> {
  readonly query: Q;
  readonly perPage: number;
  /** Keep the current rows on screen while the next page loads (the page does not jump). */
  readonly keepRowsWhileLoading?: boolean;
  /**
   * What the screen does with an answer besides showing its rows (a toast, a navigation, a counter):
   * called only for the answer of the last request, never for one overtaken or cancelled, just
   * before the list shows it (so what the rows are built from is in place).
   */
  answered?(outcome: Outcome<P>, query: Q): void;
}

/**
 * The one paged list of the console (locks, guests, group members, histories and every new
 * list): loading / ready / failed with rows and total, a new search starts on page 1, and an
 * answer overtaken by a newer request is dropped, so the last thing asked for is what shows.
 * The fetch only fetches: what else an answer does (toast, navigation, counter) goes in
 * `answered`, which an overtaken answer never reaches. A presenter makes its lists with
 * `this.pagedQuery(...)` (Presenter.ts), which cancels them when the screen is left.
 *
 *   readonly list = this.pagedQuery<GuestFilter, Guest>(
 *     (filter, page) => this.searchGuests.execute({ ...filter, page }),
 *     { query: { name: '', isConnected: true }, perPage: GUEST_PAGE_SIZE },
 *   );
 *   // view: const list = useObservable(presenter.list);
 */
export class PagedQuery<Q, R, P extends Page<R> = Page<R>> extends Store<PagedState<Q, R>> {
  private readonly latest = new LatestRequest();
  private readonly keepRows: boolean;

  constructor(
    private readonly fetch: PageFetch<Q, R, P>,
    private readonly options: PagedQueryOptions<Q, R, P>,
  ) {
    super({
      query: options.query,
      page: 1,
      status: 'loading',
      rows: [],
      total: 0,
      totalKnown: true,
      perPage: options.perPage,
      message: null,
    });
    this.keepRows = options.keepRowsWhileLoading ?? false;
  }

  /** Loads one page of a query; resolves once it is on screen (or was overtaken). */
  async load(query: Q, page = 1): Promise<void> {
    const keep = this.keepRows && this.snapshot.status === 'ready';
    // the screen's first load finds the list already loading that very page with nothing on it: no change is published,
    // so the screen is not drawn again before its rows come (one render less between the route and its rows)
    this.update((s) =>
      s.status === 'loading' && s.query === query && s.page === page && s.message === null && s.rows.length === 0
        ? s
        : { ...s, query, page, status: 'loading', message: null, ...(keep ? {} : { rows: [], total: 0 }) },
    );
    const answer = await this.latest.run(() => this.fetch(query, page));
    if (answer.current) this.show(query, page, answer.value);
  }

  /**
   * A page already at hand, shown as an answer is (its `answered` included): a screen that has its first page when it
   * is made (the lock list from LockListHeadStart's answers) draws it in its first render. Overtakes any load out.
   */
  shown(query: Q, page: P): void {
    this.latest.cancel();
    this.show(query, page.page, E.right(page));
  }

  private show(query: Q, page: number, result: Outcome<P>): void {
    this.options.answered?.(result, query);
    this.update((s) =>
      E.isRight(result)
        ? {
            ...s,
            query,
            page,
            message: null,
            status: 'ready',
            rows: result.right.items,
            total: result.right.total,
            totalKnown: result.right.totalKnown !== false,
            perPage: result.right.perPage > 0 ? result.right.perPage : s.perPage,
          }
        : { ...s, query, page, status: 'failed', rows: [], total: 0, message: result.left.message },
    );
  }

  /** Where the list opens, before anything is loaded (the address's list: listUrl.ts); open with reload(). */
  seed(query: Q, page: number): void {
    this.update((s) => ({ ...s, query, page }));
  }

  /** A new search or filter: page 1 of the query changed by `change`. */
  search(change: Partial<Q>): Promise<void> {
    return this.load({ ...this.snapshot.query, ...change }, 1);
  }

  goToPage(page: number): Promise<void> {
    return this.load(this.snapshot.query, page);
  }

  /** The same page again (after a change made on it, or the retry of a failed load). */
  reload(): Promise<void> {
    return this.load(this.snapshot.query, this.snapshot.page);
  }

  /** Drops every answer still out (the screen was left). */
  cancel(): void {
    this.latest.cancel();
  }
}
