import type { LockSortChoice } from './sort';

/** What the manager asked the list for: the name typed (applied on Enter), the sort, the page. */
export interface LockQuery {
  readonly lockName: string;
  readonly sort: LockSortChoice;
  readonly page: number;
}

export const FIRST_LOCK_QUERY: LockQuery = { lockName: '', sort: 'none', page: 1 };
