import type { LockSortChoice } from './sort';

/**
 * Locks per page of the list. The spec names no size for the lock list (the call takes no
 * per_page); the server decides, and the demo world serves 10 so the list spans pages.
 */
export const LOCK_PAGE_SIZE = 10;

/** What the manager asked the list for: the name typed (applied on Enter), the sort, the page. */
export interface LockQuery {
  readonly lockName: string;
  readonly sort: LockSortChoice;
  readonly page: number;
}

export const FIRST_LOCK_QUERY: LockQuery = { lockName: '', sort: 'none', page: 1 };
