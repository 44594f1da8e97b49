import { injectable } from 'inversify';
import type { PreferenceStore } from '../../application/ports/PreferenceStore';

const PREFIX = 'qrio-console.pref.';

/** Preferences in localStorage; a store that refuses (private mode, quota) simply forgets. */
@injectable()
export class LocalStoragePreferenceStore implements PreferenceStore {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = typeof localStorage === 'undefined'
      ? null
      : localStorage,
  ) {}

  get(key: string): string | null {
    try {
      return this.storage?.getItem(PREFIX + key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage?.setItem(PREFIX + key, value);
    } catch {
      // remembering the choice is a convenience; the list works without it
    }
  }
}
