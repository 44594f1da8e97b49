export interface Page<T> {
  readonly items: ReadonlyArray<T>;
  /** The server's count of the whole list; when `totalKnown` is false, a guess (see `pageWithoutTotal`). */
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  /**
   * False when the server sent no total (GET /v1/console/locks answers `{locks}` only, devices-access §7): `total`
   * then counts the rows up to this page, plus one after a full page, and must never be shown as a count.
   * Absent: the total is the server's.
   */
  readonly totalKnown?: boolean;
}

export const totalPages = (total: number, perPage: number): number =>
  perPage <= 0 ? 0 : Math.ceil(Math.max(0, total) / perPage);

/** What a pager shows between its 前 and 次 buttons: page numbers, and an ellipsis for the pages it leaves out. */
export type PageItem = number | 'ellipsis';

/**
 * The pager's items for `page` of `pages`: every page up to seven; past that the first and the last, the current one
 * with a page on each side, and an ellipsis for each run left out. These are the ranges Ark's pagination drew with
 * `siblingCount` 1 (zag's getRange, which its package does not export); the console's pager draws plain buttons now
 * (ui/shared/Pager.tsx says why).
 */
export const pageItems = (page: number, pages: number): ReadonlyArray<PageItem> => {
  const SIBLINGS = 1;
  // the first and last pages, the current one and its siblings, and room for the two ellipses
  const shown = SIBLINGS * 2 + 5;
  if (pages <= 0) return [];
  if (pages <= shown) return Array.from({ length: pages }, (_, i) => i + 1);
  const left = Math.max(page - SIBLINGS, 1);
  const right = Math.min(page + SIBLINGS, pages);
  const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const leftGap = left > 3;
  const rightGap = right < pages - 2;
  // a side without a gap shows as many pages as the middle and the other end would
  const run = shown - 2;
  if (!leftGap) return [...range(1, run), 'ellipsis', pages];
  if (!rightGap) return [1, 'ellipsis', ...range(pages - run + 1, pages)];
  return [1, 'ellipsis', ...range(left, right), 'ellipsis', pages];
};

/**
 * One page of a list as the server answered it: its rows, and its total when the server sent one (null when not).
 * A `Page` is one too (`totalKnown: false` reads as no total).
 */
export interface PageAnswer<T> {
  readonly items: ReadonlyArray<T>;
  readonly total: number | null;
}

/** The total a page answer carries, null when the server sent none (or the page only guessed one). */
export const totalOf = (page: Pick<Page<unknown>, 'total' | 'totalKnown'> | PageAnswer<unknown>): number | null =>
  'totalKnown' in page && page.totalKnown === false ? null : page.total;

/**
 * The paging rule of every "read all pages" of the console (the one reader, application/shared/CallPool.ts):
 *
 * - The server's page size is the length of the first page it served. A requested `per_page` is never trusted:
 *   a server may cap it (a first page of 10 when 100 were asked for is 10 a page, not the end).
 * - With a total, the pages it implies at that size are read; without one, pages are read one after another.
 * - Either way the list ends at an empty page, a page shorter than the server's size, once the rows read reach the
 *   total, or at a page that brings no row not already read (a server that ignores `page`, or rows that shifted).
 * - Rows are counted once by id (pages shift when a row is added or removed while reading).
 */
export interface PagingSoFar {
  /** The first page's length: the server's page size. */
  readonly servedSize: number;
  /** The total the first page carried, null without one. */
  readonly total: number | null;
  /** Distinct rows read so far. */
  readonly distinctRead: number;
  /** The last page read: its length, and how many rows it brought that were not read before. */
  readonly lastLength: number;
  readonly lastNew: number;
}

/** The pages a total implies at the server's page size (page 1 included); 1 without a total. */
export const pagesImplied = (total: number | null, servedSize: number): number =>
  total === null || servedSize <= 0 ? 1 : Math.max(1, totalPages(total, servedSize));

/** Whether the list has ended after the last page read (the rule above). */
export const listEnded = (so: PagingSoFar): boolean =>
  so.lastLength === 0 ||
  so.lastLength < so.servedSize ||
  so.lastNew === 0 ||
  (so.total !== null && so.distinctRead >= so.total);

/** The server's total against the rows read, when they differ (pages shifted while reading, or a wrong total). */
export interface PagingMismatch {
  readonly claimed: number;
  readonly read: number;
}

export const pagingMismatchOf = (total: number | null, read: number): PagingMismatch | null =>
  total === null || total === read ? null : { claimed: total, read };

/**
 * The notice a screen shows for a mismatch (our wording; the spec has none): both counts, and what to do.
 */
export const pagingMismatchText = (m: PagingMismatch): string =>
  `サーバーの件数（${m.claimed}件）と読み込んだ件数（${m.read}件）が一致しません。読み直してください。`;

/**
 * One page of a list whose server sends no total, for a pager: `total` counts the rows up to this page, plus one
 * when there is a next page, so the pager offers exactly one page more; an empty page after the first keeps its own
 * place on the pager (to go back). Never shown as a count (`totalKnown: false`). Whether there is a next page:
 * `nextHasRows` when the next page was read (true: it has rows), otherwise the page was full (at least `servedSize`,
 * the largest page this listing has been served; a guess: a full last page then offers an empty next one).
 */
export const pageWithoutTotal = <T>(
  items: ReadonlyArray<T>,
  page: number,
  servedSize: number,
  nextHasRows: boolean | null = null,
): Page<T> & { readonly totalKnown: false } => {
  const size = Math.max(servedSize, items.length);
  const full = items.length > 0 && (nextHasRows ?? items.length >= size);
  // a page past the end (empty, after page 1) keeps itself on the pager, so the pages before stay reachable
  const pastEnd = items.length === 0 && page > 1 ? 1 : 0;
  return {
    items,
    total: (page - 1) * size + items.length + (full ? 1 : 0) + pastEnd,
    page,
    perPage: size,
    totalKnown: false,
  };
};

/**
 * The line above a paged list: 「全17件中 1〜10件」 with the server's total; without one (our wording, the spec has
 * none) only the rows on screen, 「11〜17件目」, never a count the server did not send.
 */
export const pageRangeText = (
  list: { readonly page: number; readonly perPage: number; readonly total: number; readonly totalKnown?: boolean },
  rowsOnPage: number,
): string => {
  const from = (list.page - 1) * list.perPage + 1;
  const to = from + rowsOnPage - 1;
  return list.totalKnown === false
    ? `${from}〜${to}件目`
    : `全${list.total}件中 ${from}〜${Math.min(list.total, to)}件`;
};
