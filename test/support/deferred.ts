import { vi } from 'vitest';
import { settle } from './presenters';

/** A promise the test settles by hand: to hold an answer back and overtake it. */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
}

export const deferred = <T>(): Deferred<T> => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

export interface PendingCall<T> {
  readonly args: ReadonlyArray<unknown>;
  /** Answers this call with `value` and lets the presenter apply it. */
  answer(value: T): Promise<void>;
}

/**
 * A fake use case method on every instance: each call waits for the test to answer it by hand
 * (in any order: the stale-response case). Restore with vi.restoreAllMocks().
 */
export const answerByHand = <T>(prototype: object, method: string): Array<PendingCall<T>> => {
  const calls: Array<PendingCall<T>> = [];
  vi.spyOn(prototype as Record<string, () => unknown>, method).mockImplementation((...args: unknown[]) => {
    const pending = deferred<T>();
    calls.push({
      args,
      answer: async (value) => {
        pending.resolve(value);
        await settle();
      },
    });
    return pending.promise;
  });
  return calls;
};
