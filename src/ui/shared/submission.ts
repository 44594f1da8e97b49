import * as E from 'fp-ts/Either';
import type { AppError, FieldMessages, Outcome } from '../../application/shared/AppError';
import { Store } from './Store';

/** One form submission as a screen shows it. */
export type SubmissionState<T = void> =
  | { readonly status: 'idle' }
  | { readonly status: 'submitting' }
  /**
   * `message` is for the page (alert or toast). A failure with field messages (shown by the fields)
   * and a NeedsConsent (a question, asked through the effects) leave the state idle instead.
   */
  | { readonly status: 'failed'; readonly message: string; readonly error: AppError }
  | { readonly status: 'done'; readonly value: T };

export interface SubmissionHandlers<T> {
  readonly done?: (value: T) => void | Promise<void>;
  readonly failed?: (error: AppError) => void | Promise<void>;
}

/**
 * The one submission guard of every form: busy while a submission is out, a second submit in
 * that time (double click, held Enter) is ignored without a request, and a failure keeps the
 * message until the next attempt. The input itself stays where it is (final-form keeps its
 * values; field messages come back through `submit`'s return value).
 */
export class Submission<T = void> extends Store<SubmissionState<T>> {
  constructor() {
    super({ status: 'idle' });
  }

  get busy(): boolean {
    return this.snapshot.status === 'submitting';
  }

  /** Runs the task unless one is out; returns its outcome, or null when this submit was ignored. */
  async run(task: () => Promise<Outcome<T>>): Promise<Outcome<T> | null> {
    if (this.busy) return null;
    this.set({ status: 'submitting' });
    const outcome = await task();
    if (E.isRight(outcome)) this.set({ status: 'done', value: outcome.right });
    else if ((outcome.left.kind === 'Invalid' && outcome.left.fields) || outcome.left.kind === 'NeedsConsent') this.set({ status: 'idle' });
    else this.set({ status: 'failed', message: outcome.left.message, error: outcome.left });
    return outcome;
  }

  /**
   * For final-form's onSubmit: runs the task as `run` does and answers with the field messages
   * of an Invalid failure (final-form shows them under the fields), undefined otherwise.
   * `done` / `failed` run after a submission that went out (never for an ignored one); `failed`
   * is not told about field messages, which final-form shows under the fields.
   */
  async submit(task: () => Promise<Outcome<T>>, on: SubmissionHandlers<T> = {}): Promise<FieldMessages | undefined> {
    const outcome = await this.run(task);
    if (outcome === null) return undefined;
    if (E.isRight(outcome)) {
      await on.done?.(outcome.right);
      return undefined;
    }
    const fields = outcome.left.kind === 'Invalid' ? outcome.left.fields : undefined;
    // field messages are shown by the fields themselves: no page-level failure for them
    if (fields === undefined) await on.failed?.(outcome.left);
    return fields;
  }

  /** Back to idle (a dialog holding the form was closed). */
  reset(): void {
    if (!this.busy) this.set({ status: 'idle' });
  }
}
