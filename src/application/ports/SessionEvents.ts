/**
 * The client-wide failures every call can meet. Adapters announce them through this one
 * port (see infrastructure/globalFailures.ts); the shell shows the toast and goes to login.
 */
export interface SessionEvents {
  unauthorized(): void;
  networkFailed(): void;
}
export const SessionEvents = Symbol.for('SessionEvents');
