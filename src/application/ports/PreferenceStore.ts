/** Small choices the console remembers on this browser (the lock list's sort). */
export interface PreferenceStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}
export const PreferenceStore = Symbol.for('PreferenceStore');
