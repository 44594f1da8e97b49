import type { AuthRecord } from '../../domain/session/session';

/** The locally kept auth record. Clearing it must leave nothing of the session in storage. */
export interface AuthStore {
  load(): AuthRecord | null;
  save(record: AuthRecord): void;
  clear(): void;
}
export const AuthStore = Symbol.for('AuthStore');
