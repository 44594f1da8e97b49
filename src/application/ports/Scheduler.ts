/**
 * Waiting between polls. The browser waits for real; tests step time by hand, so a
 * remote job's ten polls never take thirty real seconds.
 */
export interface Scheduler {
  wait(ms: number): Promise<void>;
}
export const Scheduler = Symbol.for('Scheduler');
