import type { Observable } from 'rxjs';
import { vi } from 'vitest';
import type { Effect } from '../../src/ui/shared/Effects';

/** Every state a presenter (or one of its stores) goes through, summarized, from now on. */
export const recordStates = <S>(
  source: { readonly state$: Observable<S> },
  summarize: (state: S) => string,
): string[] => {
  const seen: string[] = [];
  source.state$.subscribe((state) => seen.push(summarize(state)));
  return seen;
};

export interface HeldCall<A extends unknown[]> {
  readonly args: A;
  /** Lets this call's (already computed) answer through to the caller; resolves once it is delivered. */
  release(): Promise<void>;
}

/**
 * Holds back the answers of a use case method on every instance, so a test can let a newer
 * request answer before an older one (the stale-response case). Restore with vi.restoreAllMocks().
 */
export const holdAnswers = <T extends object, K extends keyof T & string>(prototype: T, method: K) => {
  const calls: Array<HeldCall<unknown[]>> = [];
  const original = prototype[method] as unknown as (...args: unknown[]) => Promise<unknown>;
  vi.spyOn(prototype, method as never).mockImplementation(function (this: unknown, ...args: unknown[]) {
    const answer = original.apply(this, args);
    return new Promise((resolve) => {
      calls.push({
        args,
        release: async () => {
          resolve(await answer);
          await settle();
        },
      });
    });
  } as never);
  return calls;
};

/**
 * The stale-answer case, written once: holds the answers of `method` (on every instance, from now on),
 * starts `older` (one call), then `newer` (a second call), lets the newer answer through first, runs
 * `meanwhile` (the screen with only the newer answer applied), then lets the older answer through and waits
 * for both. The test then asserts that what shows is the newer answer's. Returns the held calls (their args).
 */
export const answerNewerFirst = async <T extends object, K extends keyof T & string>(
  prototype: T,
  method: K,
  older: () => unknown,
  newer: () => unknown,
  meanwhile: () => void = () => undefined,
): Promise<ReadonlyArray<HeldCall<unknown[]>>> => {
  const held = holdAnswers(prototype, method);
  const first = older();
  await until(() => held.length === 1, `the older ${method}`);
  const second = newer();
  await until(() => held.length === 2, `the newer ${method}`);
  await held[1]?.release();
  meanwhile();
  await held[0]?.release();
  await Promise.all([first, second]);
  return held;
};

/** Lets pending promise callbacks run (a presenter applying an answer). */
export const settle = async (): Promise<void> => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Waits until the condition holds (a held call has been made, a state reached). */
export const until = async (condition: () => boolean, what = 'condition'): Promise<void> => {
  for (let i = 0; i < 200; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** Every effect (toast, navigate, confirm) a presenter emits from now on, in order. */
export const effectsOf = (presenter: { readonly effects: { readonly effects$: Observable<Effect> } }): Effect[] => {
  const seen: Effect[] = [];
  presenter.effects.effects$.subscribe((e) => seen.push(e));
  return seen;
};
