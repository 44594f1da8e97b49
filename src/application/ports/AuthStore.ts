import type { AuthRecord } from '../../domain/session/session';

/** The locally kept auth record. Clearing it must leave nothing of the session in storage. */
export interface AuthStore {
  load(): AuthRecord | null;
  save(record: AuthRecord): void;
  /** A logout's local clearing: the record and everything of the session in this tab, drafts included. */
  clear(): void;
  /**
   * The session ended without a logout (a 401): the record goes, and so does everything else of the
   * session in this tab, except the drafts of unsaved input, restored after
   * signing in again.
   */
  expire(): void;
}
export const AuthStore = Symbol.for('AuthStore');
