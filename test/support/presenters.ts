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

export interface EffectRecording<T> {
  /** Answers every confirm at once: yes, no, or what the function says at the time it is asked. */
  readonly answer?: boolean | (() => boolean);
  /** What to keep of each effect (undefined: skip it); the effect itself when not given. */
  readonly summarize?: (effect: Effect) => T | undefined;
}

/**
 * Every effect (toast, navigate, confirm, download) a presenter emits from now on, in order: the one
 * effect recorder of the tests. `effectsOf(p)` keeps the effects; `effectsOf(p, { answer: true, summarize: effectLine
 * })`
 * answers each confirm yes and keeps one line an effect.
 */
export function effectsOf(presenter: EffectSource): Effect[];
export function effectsOf<T = Effect>(presenter: EffectSource, recording: EffectRecording<T>): T[];
export function effectsOf<T>(presenter: EffectSource, recording: EffectRecording<T> = {}): T[] {
  const seen: T[] = [];
  const { answer, summarize = (e: Effect) => e as T } = recording;
  presenter.effects.effects$.subscribe((e) => {
    const kept = summarize(e);
    if (kept !== undefined) seen.push(kept);
    if (e.kind === 'confirm' && answer !== undefined) void e.answer(typeof answer === 'function' ? answer() : answer);
  });
  return seen;
}

interface EffectSource {
  readonly effects: { readonly effects$: Observable<Effect> };
}

/**
 * One line an effect: `success:保存しました。`, `navigate:/locks`, `reload:/home`, `confirm:<title>`, `download:<file>`,
 * `refresh-route`.
 */
export const effectLine = (e: Effect): string => {
  switch (e.kind) {
    case 'toast':
      return `${e.tone}:${e.message}`;
    case 'navigate':
      return `navigate:${e.to}`;
    case 'reload':
      return `reload:${e.to}`;
    case 'confirm':
      return `confirm:${e.request.title}`;
    case 'download':
      return `download:${e.fileName}`;
    default:
      return e.kind;
  }
};
