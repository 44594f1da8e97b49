import { LOCK_SORT_LABELS } from './messages';

export type LockSortChoice = keyof typeof LOCK_SORT_LABELS;

export interface LockSortParams {
  readonly sortBy: 'name' | 'created_at';
  readonly sortOrder: 'asc' | 'desc';
}

/** The five choices in the order the select shows them. */
export const LOCK_SORT_CHOICES: ReadonlyArray<LockSortChoice> = [
  'none',
  'nameAsc',
  'nameDesc',
  'createdAsc',
  'createdDesc',
];

export const lockSortLabelOf = (choice: LockSortChoice): string => LOCK_SORT_LABELS[choice];

const PARAMS: Readonly<Record<LockSortChoice, LockSortParams | null>> = {
  none: null,
  nameAsc: { sortBy: 'name', sortOrder: 'asc' },
  nameDesc: { sortBy: 'name', sortOrder: 'desc' },
  createdAsc: { sortBy: 'created_at', sortOrder: 'asc' },
  createdDesc: { sortBy: 'created_at', sortOrder: 'desc' },
};

/** sort_by and sort_order for the list call; null means neither is sent. */
export const sortParamsOf = (choice: LockSortChoice): LockSortParams | null => PARAMS[choice];

const isLockSortChoice = (value: string): value is LockSortChoice =>
  (LOCK_SORT_CHOICES as ReadonlyArray<string>).includes(value);

/** The remembered choice comes from local storage and may be stale or tampered with. */
export const parseLockSortChoice = (stored: string | null | undefined): LockSortChoice =>
  stored !== null && stored !== undefined && isLockSortChoice(stored) ? stored : 'none';
