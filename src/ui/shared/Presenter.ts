import type { Observable } from 'rxjs';
import { CallPool, type CallProgress } from '../../application/shared/CallPool';
import type { Page } from '../../domain/shared/paging';
import { Effects } from './Effects';
import { LatestRequest } from './LatestRequest';
import { PagedQuery, type PageFetch, type PagedQueryOptions } from './PagedQuery';
import { Store } from './Store';
import { Submission, type SubmissionState } from './submission';

/**
 * What every presenter is: a store of its tagged-union state (`state$`, `snapshot`, read by
 * `useObservable`) and an effects stream (read by `usePresenterEffects`). Subclasses pass the
 * initial state and change it through `this.store`; intents are methods named for what the
 * manager does. No React here.
 *
 * Stale answers: every request a presenter makes whose answer could be overtaken (a load, a list)
 * goes through a `latestRequest()` or a `pagedQuery(...)` made here, and `dispose()` (the view
 * unmounted) cancels them all. An answer is applied, and its toast, navigation or counter run,
 * only after its stale check (`if (!answer.current) return;`, or a paged query's `answered`).
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
  /** What this presenter started: cancelled by dispose, so no answer lands on a screen that was left. */
  private readonly ownRequests: Array<{ cancel(): void }> = [];

  /** The initial state, or a store to use as the state (a Submission for a one-form screen). */
  protected constructor(initial: S | Store<S>) {
    this.store = initial instanceof Store ? initial : new Store(initial);
    this.state$ = this.store.state$;
  }

  get snapshot(): S {
    return this.store.snapshot;
  }

  /** A last-request-wins guard for one kind of request of this screen (a load, a lookup). */
  protected latestRequest(): LatestRequest {
    const request = new LatestRequest();
    this.ownRequests.push(request);
    return request;
  }

  /** A paged list of this screen (PagedQuery.ts). */
  protected pagedQuery<Q, R, P extends Page<R> = Page<R>>(
    fetch: PageFetch<Q, R, P>,
    options: PagedQueryOptions<Q, R, P>,
  ): PagedQuery<Q, R, P> {
    const query = new PagedQuery<Q, R, P>(fetch, options);
    this.ownRequests.push(query);
    return query;
  }

  /**
   * A pool for a screen that makes many calls (CallPool.ts): at most four in flight, progress told to
   * `onProgress`, and nothing waiting starts once the screen is left. One pool per reading (a 'read again'
   * makes a new one and cancels the old).
   */
  protected callPool(onProgress: (progress: CallProgress) => void): CallPool {
    const pool = new CallPool(onProgress);
    this.ownRequests.push(pool);
    return pool;
  }

  /**
   * Called when the view unmounts (usePresenter): every request this presenter started is made
   * stale. Override to stop other work (a timer, a subscription), calling super.
   */
  dispose(): void {
    this.ownRequests.forEach((work) => work.cancel());
  }
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
 *       return this.submission.submit(() => this.request.execute(form), { done: () =>
 * this.effects.navigate('/password/mail-done/') });
 *     }
 *   }
 */
export abstract class FormPresenter<T = void> extends Presenter<SubmissionState<T>> {
  readonly submission: Submission<T>;

  protected constructor() {
    const submission = new Submission<T>();
    super(submission);
    this.submission = submission;
  }
}
