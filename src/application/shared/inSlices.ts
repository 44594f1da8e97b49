import type { Steps } from '../../domain/shared/steps';

/** The longest a slice of steps runs before the page is let in: well under the 50 ms of a long task. */
export const SLICE_MS = 8;

/**
 * Runs a pure evaluation's steps (domain/shared/steps.ts) a slice of about SLICE_MS at a time, letting other tasks
 * (input, paint, the answers of other calls) in between through a task of the timers: the same result as
 * finished(steps), never one long task. `now` is the clock of the slices (performance.now by default).
 */
export const inSlices = async <R>(steps: Steps<R>, now: () => number = () => performance.now()): Promise<R> => {
  let sliceStart = now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (now() - sliceStart < SLICE_MS) continue;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    sliceStart = now();
  }
};
