import type { AuthRecord } from '../../domain/session/session';

/**
 * Changes another tab of the console made to the auth record every tab shares (a switch of
 * organization, a logout, a sign-in). The tab that wrote the record is not told.
 */
export interface AuthRecordWatch {
  /** `listener` gets the record as now stored (null: no session any more); returns the unsubscribe. */
  onChangedElsewhere(listener: (record: AuthRecord | null) => void): () => void;
}
export const AuthRecordWatch = Symbol.for('AuthRecordWatch');
