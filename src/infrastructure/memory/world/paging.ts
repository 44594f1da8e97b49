import type { World } from './World';

/**
 * The page sizes the world serves, per list call (docs/DECODING.md, "Paging as the world serves it"): the spec's where
 * it gives one (devices-access §9), the world's own where it is silent, chosen to help a client as little as a real
 * server plausibly could. Every list honours a smaller `per_page` and caps a larger one at its size: a client that
 * asks 100 a page gets this many.
 */
export const SERVED_PAGE_SIZES = {
  /** GET /v1/console/locks: the spec gives no size and the call takes no per_page; 10, so the demo's 17 span pages. */
  locks: 10,
  /** GET /v1/console/logs and knight_logs: logs 30 (devices-access §9). */
  logs: 30,
  /** GET /v1/console/knight_pins/: PIN list 30. */
  keypadPins: 30,
  /** GET /v1/console/knight_cards: card list in the lock screen 30. */
  keypadCards: 30,
  /** GET /v1/console/guests/search: guests 10 (and the group guest tabs 10). */
  guests: 10,
  /** GET /v1/console/managers/search and manager_invitations: managers and invitations 100. */
  managers: 100,
  invitations: 100,
  /** GET /v1/console/card_masters: "organization card list page size not shown": 20, the console's own list page. */
  cardMasters: 20,
  /** GET /v1/console/card_masters/for_register: not shown either: 20. */
  cardsForRegister: 20,
  /** GET /v1/console/invoice_histories: payment history 12 (account-billing-signup §9). */
  invoiceHistories: 12,
  /** GET {v2}/external_application_api_tokens/: "token-list page size: not shown": 20. */
  tokens: 20,
} as const;

export type ServedList = keyof typeof SERVED_PAGE_SIZES;

/**
 * The rows a page of `list` holds: the `per_page` asked for (absent or not a positive number: the list's size), never
 * more than the list's size, nor than the world's page cap when a test sets one (`world.faults.pageCap`).
 */
export const servedPerPage = (world: World, list: ServedList, requested: number | null | undefined): number => {
  const size = SERVED_PAGE_SIZES[list];
  const asked = typeof requested === 'number' && Number.isFinite(requested) && requested > 0 ? requested : size;
  return Math.max(1, Math.min(asked, size, world.faults.pageCap ?? size));
};

/** A page number as a server reads it: a positive integer, otherwise 1. */
export const servedPageNumber = (page: number | null | undefined): number =>
  typeof page === 'number' && Number.isInteger(page) && page > 0 ? page : 1;

/** The rows of one page. */
export const pageSlice = <T>(rows: ReadonlyArray<T>, page: number, perPage: number): ReadonlyArray<T> =>
  rows.slice((page - 1) * perPage, page * perPage);
