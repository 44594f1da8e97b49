import type { AuthRecord } from '../../domain/session/session';

/** The locally kept auth record. Clearing it must leave nothing of the session in storage. */
export interface AuthStore {
  load(): AuthRecord | null;
  /** Keeps the record; this tab now shows its manager (a sign-in, a refresh, a switch made here). */
  save(record: AuthRecord): void;
  /**
   * The token a call of this tab may carry: the stored session's, null without one, or ANOTHER_ACCOUNT when
   * another manager signed in in another tab since this tab read its session and this tab has not followed yet:
   * then nothing may be sent (the page shows manager A; B's token must not carry its calls).
   */
  tokenForThisTab(): string | null | typeof ANOTHER_ACCOUNT;
  /** This tab follows the stored session (SessionFollower, after another tab's sign-in): its calls carry that token. */
  follow(): void;
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

/** tokenForThisTab's answer while the stored session is another manager's than the one this tab shows. */
export const ANOTHER_ACCOUNT = 'another-account' as const;
