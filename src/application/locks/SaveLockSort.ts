import { inject, injectable } from 'inversify';
import type { LockSortChoice } from '../../domain/locks/sort';
import { PreferenceStore } from '../ports/PreferenceStore';
import { LOCK_SORT_PREFERENCE } from './LoadLockSort';

/** Remembers the manager's sort of the locks list on this browser. */
@injectable()
export class SaveLockSort {
  constructor(@inject(PreferenceStore) private readonly preferences: PreferenceStore) {}

  execute(sort: LockSortChoice): void {
    this.preferences.set(LOCK_SORT_PREFERENCE, sort);
  }
}
