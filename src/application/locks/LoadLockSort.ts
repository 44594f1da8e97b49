import { inject, injectable } from 'inversify';
import { parseLockSortChoice, type LockSortChoice } from '../../domain/locks/sort';
import { PreferenceStore } from '../ports/PreferenceStore';

/** Where this browser keeps the manager's sort of the locks list. */
export const LOCK_SORT_PREFERENCE = 'lock-sort';

/** The sort the manager chose last on this browser (the default when none or an unknown one is kept). */
@injectable()
export class LoadLockSort {
  constructor(@inject(PreferenceStore) private readonly preferences: PreferenceStore) {}

  execute(): LockSortChoice {
    return parseLockSortChoice(this.preferences.get(LOCK_SORT_PREFERENCE));
  }
}
