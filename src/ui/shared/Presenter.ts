import type { Observable } from 'rxjs';
import { Effects } from './Effects';
import { Store } from './Store';
import { Submission, type SubmissionState } from './submission';

/**
 * What every presenter is: a store of its tagged-union state (`state$`, `snapshot`, read by
 * `useObservable`) and an effects stream (read by `usePresenterEffects`). Subclasses pass the
 * initial state and change it through `this.store`; intents are methods named for what the
 * manager does. No React here.
 *
 *   @injectable()
 *   export class GuestDetailPresenter extends Presenter<GuestDetailState> {
 *     constructor(@inject(LoadGuest) private readonly loadGuest: LoadGuest) {
 *       super({ status: 'loading' });
 *     }
 *   }
 */
export abstract class Presenter<S> {
  protected readonly store: Store<S>;
  readonly state$: Observable<S>;
  readonly effects = new Effects();

  /** The initial state, or a store to use as the state (a Submission for a one-form screen). */
  protected constructor(initial: S | Store<S>) {
    this.store = initial instanceof Store ? initial : new Store(initial);
    this.state$ = this.store.state$;
  }

  get snapshot(): S {
    return this.store.snapshot;
  }

  /** Called when the view unmounts (usePresenter); override to stop work, calling super. */
  dispose(): void {}
}

/**
 * A screen that is one form: its state is the submission's (idle, submitting, failed, done).
 *
 *   @injectable()
 *   export class ResetRequestPresenter extends FormPresenter {
 *     constructor(@inject(RequestPasswordReset) private readonly request: RequestPasswordReset) {
 *       super();
 *     }
 *     sendResetMail(form: ResetRequestForm) {
 *       return this.submission.submit(() => this.request.execute(form), { done: () => this.effects.navigate('/password/mail-done/') });
 *     }
 *   }
 */
export abstract class FormPresenter<T = void> extends Presenter<SubmissionState<T>> {
  protected readonly submission: Submission<T>;

  protected constructor() {
    const submission = new Submission<T>();
    super(submission);
    this.submission = submission;
  }
}
