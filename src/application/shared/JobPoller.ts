import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { Scheduler } from '../ports/Scheduler';

/** Where a job stands after one poll, as the caller reads its status. */
export type JobPhase = 'pending' | 'done' | 'failed';

export interface PollJob<S, Err> {
  /** One status call (GET the job). */
  readonly check: () => Promise<E.Either<Err, S>>;
  readonly phaseOf: (status: S) => JobPhase;
  /** Waited before every check, the first included (the job was just sent). */
  readonly intervalMs: number;
  /** Whether a job still pending at this poll (1 for the first) has taken too long. */
  readonly timedOut: (pollCount: number) => boolean;
  /** Checked after every wait and every check: true stops polling (a dialog was closed). */
  readonly isCancelled?: () => boolean;
  /** Told after each poll that left the job pending, with the number of polls so far. */
  readonly onPending?: (status: S, pollCount: number) => void;
}

/** How polling ended. `polls` counts the status calls made. */
export type PollOutcome<S, Err> =
  | { readonly kind: 'done'; readonly status: S; readonly polls: number }
  | { readonly kind: 'failed'; readonly status: S; readonly polls: number }
  /** The status call itself failed. */
  | { readonly kind: 'error'; readonly error: Err; readonly polls: number }
  | { readonly kind: 'timeout'; readonly status: S; readonly polls: number }
  | { readonly kind: 'cancelled'; readonly polls: number };

/**
 * Polls a job's status until it is done or failed, times out, or is cancelled. Waiting goes
 * through the Scheduler port, so tests step time by hand. Remote lock jobs use it; PIN and card
 * registration jobs poll the same way with their own status call and rules.
 */
@injectable()
export class JobPoller {
  constructor(@inject(Scheduler) private readonly scheduler: Scheduler) {}

  async poll<S, Err>(job: PollJob<S, Err>): Promise<PollOutcome<S, Err>> {
    const cancelled = job.isCancelled ?? (() => false);
    for (let polls = 1; ; polls += 1) {
      await this.scheduler.wait(job.intervalMs);
      if (cancelled()) return { kind: 'cancelled', polls: polls - 1 };
      const checked = await job.check();
      if (cancelled()) return { kind: 'cancelled', polls };
      if (E.isLeft(checked)) return { kind: 'error', error: checked.left, polls };
      const status = checked.right;
      const phase = job.phaseOf(status);
      if (phase !== 'pending') return { kind: phase, status, polls };
      if (job.timedOut(polls)) return { kind: 'timeout', status, polls };
      job.onPending?.(status, polls);
    }
  }
}
