/** Job types of POST /locks/{id}/jobs. */
export type JobType = 'open' | 'close' | 'read_status';

export type JobStatus = 'success' | 'failure' | 'in_progress';

/** What read_status reports; open_and_close is a lock in neither clear state. */
export type LockStatus = 'open' | 'close' | 'open_and_close';

export interface Job {
  readonly id: string;
  readonly jobStatus: JobStatus;
  /** Only read_status jobs carry it. */
  readonly lockStatus: LockStatus | null;
  readonly description: { readonly title: string | null; readonly message: string | null } | null;
}

/** Poll every 3 seconds; still in progress after more than 10 polls is a communication error. */
export const POLL_INTERVAL_MS = 3000;
export const MAX_POLLS = 10;

/** pollCount counts the polls made so far, this one included (1 for the first). */
export const hasExceededPolls = (pollCount: number): boolean => pollCount > MAX_POLLS;
