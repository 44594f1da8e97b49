import type { AuthRecord } from '../../domain/session/session';

/**
 * Changes another tab of the console made to the auth record every tab shares (a switch of
 * organization, a logout, a sign-in). The tab that wrote the record is not told.
 */
export interface AuthRecordWatch {
  /**
   * `listener` gets the record as now stored (null: no session any more) and, when there is none, how the
   * session ended there: a logout (drafts must go in every tab) or an expiry (a 401: drafts stay). Returns
   * the unsubscribe.
   */
  onChangedElsewhere(listener: (record: AuthRecord | null, ended: SessionEnding) => void): () => void;
}
/** How a session that is gone ended in the tab that ended it; null while a session exists. */
export type SessionEnding = 'logout' | 'expiry' | null;

export const AuthRecordWatch = Symbol.for('AuthRecordWatch');
