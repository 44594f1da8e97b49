import * as E from 'fp-ts/Either';
import { AppErrors, type AppError, type FieldMessages, type Outcome } from '../../application/shared/AppError';
import { MESSAGES } from '../../domain/shared/messages';
import { Store } from './Store';
import { WAITING_NOTICE_AFTER_MS } from './waiting';

/**
 * final-form's FORM_ERROR key, written out: the lock list's path (every presenter's submission guard)
 * then does not load final-form, which only the forms use (test/build/formError.test.ts holds it equal).
 */
export const FORM_ERROR = 'FINAL_FORM/form-error';

/**
 * One submission as a screen shows it: the one shape of every write. A presenter that writes holds
 * `readonly submission = new Submission<T, A>()` and keeps no busy flag of its own; the view reads
 * `useObservable(presenter.submission)` (a FormPresenter's state is its submission).
 * A: what is being sent when a screen sends more than one thing, one at a time ('saving' | 'deleting').
 */
export type SubmissionState<T = void, A extends string = string> =
  | { readonly status: 'idle' }
  /**
   * `action` is what was sent (when the presenter names it); `waitedSeconds` appears once the wait is
   * longer than 10 s (ui/shared/waiting.ts) and grows each second.
   */
  | { readonly status: 'submitting'; readonly action?: A; readonly waitedSeconds?: number }
  /**
   * `message` is for the page (alert or toast); `action` is what failed (when the presenter named it).
   * A failure with field messages (shown by the fields) and a NeedsConsent (a question, asked through
   * the effects) leave the state idle instead.
   */
  | { readonly status: 'failed'; readonly message: string; readonly error: AppError; readonly action?: A }
  /** `action` is what was sent (when the presenter names it): a form's draft goes with its own action's success. */
  | { readonly status: 'done'; readonly value: T; readonly action?: A };

/**
 * What final-form's onSubmit answers: the field messages of an Invalid failure, or, for any other
 * failure, the page-level message under final-form's FORM_ERROR, so final-form (and ConsoleForm's
 * drafts and leave guard) know the submit failed; undefined only for a success or an ignored submit.
 */
export type SubmitAnswer = FieldMessages | undefined;

/** A task that threw (a bug) ends the submission like a failure, with this message. */
export const THROWN_TASK_MESSAGE = MESSAGES.processingFailed;

export interface SubmissionHandlers<T, A extends string = string> {
  readonly done?: (value: T) => void | Promise<void>;
  readonly failed?: (error: AppError) => void | Promise<void>;
  /** What is sent, shown while it is out (the button of that action spins). */
  readonly action?: A;
}

/** What failed when the last submission of that action failed (its alert), null otherwise. */
export const failedAction = <A extends string>(
  state: SubmissionState<unknown, A>,
  action: A,
): Extract<SubmissionState<unknown, A>, { status: 'failed' }> | null =>
  state.status === 'failed' && state.action === action ? state : null;

/** What is being sent while a submission is out, null otherwise (for a view's busy button). */
export const submittingAction = <A extends string>(state: SubmissionState<unknown, A>): A | null =>
  state.status === 'submitting' ? (state.action ?? null) : null;

/**
 * The one submission guard of every form: busy while a submission is out, a second submit in
 * that time (double click, held Enter) is ignored without a request, and a failure keeps the
 * message until the next attempt. The input itself stays where it is (final-form keeps its
 * values; field messages come back through `submit`'s return value).
 */
export class Submission<T = void, A extends string = string> extends Store<SubmissionState<T, A>> {
  constructor() {
    super({ status: 'idle' });
  }

  get busy(): boolean {
    return this.snapshot.status === 'submitting';
  }

  /**
   * Runs the task unless one is out; returns its outcome, or null when this submit was ignored.
   * Every run ends: a task that throws (or rejects) is a failed outcome with THROWN_TASK_MESSAGE,
   * never a button left busy. Nothing is retried.
   */
  async run(task: () => Promise<Outcome<T>>, action?: A): Promise<Outcome<T> | null> {
    if (this.busy) return null;
    const sending = action === undefined ? {} : { action };
    this.set({ status: 'submitting', ...sending });
    const started = Date.now();
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      if (this.busy)
        this.set({ status: 'submitting', ...sending, waitedSeconds: Math.floor((Date.now() - started) / 1000) });
    };
    const timeout = setTimeout(() => {
      tick();
      interval = setInterval(tick, 1000);
    }, WAITING_NOTICE_AFTER_MS);
    let outcome: Outcome<T> = E.left(AppErrors.unexpected(THROWN_TASK_MESSAGE));
    try {
      outcome = await task();
    } catch (thrown: unknown) {
      // a bug, not an outcome: logged for the developer; the manager sees a failure and can try again
      console.error(thrown);
    } finally {
      clearTimeout(timeout);
      if (interval !== undefined) clearInterval(interval);
      this.settle(outcome, action);
    }
    return outcome;
  }

  private settle(outcome: Outcome<T>, action?: A): void {
    if (E.isRight(outcome))
      this.set({ status: 'done', value: outcome.right, ...(action === undefined ? {} : { action }) });
    else if ((outcome.left.kind === 'Invalid' && outcome.left.fields) || outcome.left.kind === 'NeedsConsent')
      this.set({ status: 'idle' });
    else
      this.set({
        status: 'failed',
        message: outcome.left.message,
        error: outcome.left,
        ...(action === undefined ? {} : { action }),
      });
  }

  /**
   * For final-form's onSubmit: runs the task as `run` does and answers with the field messages
   * of an Invalid failure (final-form shows them under the fields), the page-level message under
   * FORM_ERROR for any other failure (a NeedsConsent too: nothing was saved), undefined on success.
   * `done` / `failed` run after a submission that went out (never for an ignored one); `failed`
   * is not told about field messages, which final-form shows under the fields.
   */
  async submit(task: () => Promise<Outcome<T>>, on: SubmissionHandlers<T, A> = {}): Promise<SubmitAnswer> {
    const outcome = await this.run(task, on.action);
    if (outcome === null) return undefined;
    if (E.isRight(outcome)) {
      await on.done?.(outcome.right);
      return undefined;
    }
    const fields = outcome.left.kind === 'Invalid' ? outcome.left.fields : undefined;
    // field messages are shown by the fields themselves: no page-level failure for them
    if (fields === undefined) await on.failed?.(outcome.left);
    return fields ?? { [FORM_ERROR]: outcome.left.message };
  }

  /** Back to idle (a dialog holding the form was closed). */
  reset(): void {
    if (!this.busy) this.set({ status: 'idle' });
  }
}
