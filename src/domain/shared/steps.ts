/**
 * A long pure evaluation written as steps (a generator that yields between parts of its work and returns the
 * result), so a caller may let other work in between the steps: the access views evaluate a large organization's
 * thousands of PINs, cards, guests and log rows, a task of hundreds of milliseconds on a phone when done at once.
 * The domain stays pure and synchronous: `finished` runs every step at once (what the plain functions do); the
 * application runs them a slice of time at a time (application/shared/inSlices.ts). A step is small (a keypad's
 * credentials, a few hundred rows): the caller decides how many make a slice.
 */
export type Steps<R> = Generator<void, R, undefined>;

/** Every step at once: the result. */
export const finished = <R>(steps: Steps<R>): R => {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
};

/** Rows handled between two steps of a long list (each row a few microseconds). */
export const ROWS_A_STEP = 250;
