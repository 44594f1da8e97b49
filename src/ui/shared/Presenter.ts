import type { Observable } from 'rxjs';
import { CallPool, MAX_IN_FLIGHT, type CallProgress } from '../../application/shared/CallPool';
import type { Page } from '../../domain/shared/paging';
import { Effects } from './Effects';
import { LatestRequest } from './LatestRequest';
import { progressPace } from './progressPace';
import { PagedQuery, type PageFetch, type PagedQueryOptions } from './PagedQuery';
import { Store } from './Store';
import { Submission, type SubmissionState } from './submission';

/**
 * What every presenter is: a store of its tagged-union state (`state$`, `snapshot`, read by
 * `useObservable`) and an effects stream (read by `usePresenterEffects`). Subclasses pass the
 * initial state and change it through `this.store`; intents are methods named for what the
 * manager does. No React here.
 *
 * One lifecycle: the view's `usePresenter(Presenter, params)` (di.tsx) resolves it, calls `open(params)` on mount
 * and whenever the parameters change (the route's: `P`), and `dispose()` on unmount. A view never starts a
 * presenter from an effect of its own (lint).
 *
 * What a presenter starts or listens to is registered here and ended by `dispose()`, so no answer, subscription or
 * part outlives the screen and no presenter keeps a disposed flag of its own:
 * - every request whose answer could be overtaken (a load, a list) goes through a `latestRequest()` or a
 *   `pagedQuery(...)`; an answer is applied, and its toast, navigation or counter run, only after its stale check
 *   (`if (!answer.current) return;`, or a paged query's `answered`);
 * - a subscription is `this.subscribe(source, next)`;
 * - a presenter this one is made of (a screen of several) is `this.part(presenter)`, disposed with it;
 * - a run that outlives one request (a job polled to its end) asks `this.disposed` before it writes.
 *
 *   @injectable()
 *   export class GuestDetailPresenter extends Presenter<GuestDetailState, { readonly guestId: GuestId }> {
 *     private readonly latest = this.latestRequest();
 *     constructor(@inject(LoadGuest) private readonly loadGuest: LoadGuest) {
 *       super({ status: 'loading' });
 *     }
 *     override async open({ guestId }: { readonly guestId: GuestId }): Promise<void> {
 *       this.store.set({ status: 'loading' });
 *       const answer = await this.latest.run(() => this.loadGuest.execute(guestId));
 *       if (!answer.current) return;
 *       const result = answer.value;
 *       this.store.set(
 *         E.isRight(result)
 *           ? { status: 'ready', detail: result.right }
 *           : { status: 'failed', message: result.left.message },
 *       );
 *     }
 *   }
 *
 *   // its view: the route's parameters (typed from the route's path) are the presenter's
 *   const { guest_id } = useRouteParams('guest-detail');
 *   const presenter = usePresenter(GuestDetailPresenter, { guestId: Number(guest_id) });
 *   const state = useObservable(presenter);
 */
export abstract class Presenter<S, P = void> {
  protected readonly store: Store<S>;
  readonly state$: Observable<S>;
  readonly effects = new Effects();
  /** What this presenter started or listens to: ended by dispose, so nothing lands on a screen that was left. */
  private readonly ownWork: Array<{ cancel(): void }> = [];
  private ended = false;

  /** The initial state, or a store to use as the state (a Submission for a one-form screen). */
  protected constructor(initial: S | Store<S>) {
    this.store = initial instanceof Store ? initial : new Store(initial);
    this.state$ = this.store.state$;
  }

  get snapshot(): S {
    return this.store.snapshot;
  }

  /**
   * The screen opened, or its parameters changed (usePresenter calls it): read what the screen shows. The one start
   * of every presenter; one that reads nothing on opening keeps this default.
   */
  open(_params: P): void | Promise<void> {
    return undefined;
  }

  /** The view has left (dispose ran): a run that outlives its requests (a job polled to its end) stops writing. */
  protected get disposed(): boolean {
    return this.ended;
  }

  /** A last-request-wins guard for one kind of request of this screen (a load, a lookup). */
  protected latestRequest(): LatestRequest {
    return this.own(new LatestRequest());
  }

  /** A paged list of this screen (PagedQuery.ts). */
  protected pagedQuery<Q, R, P extends Page<R> = Page<R>>(
    fetch: PageFetch<Q, R, P>,
    options: PagedQueryOptions<Q, R, P>,
  ): PagedQuery<Q, R, P> {
    return this.own(new PagedQuery<Q, R, P>(fetch, options));
  }

  /**
   * A pool for a screen that makes many calls (CallPool.ts): at most four in flight, progress told to
   * `onProgress` at most every progressPace.everyMs, and nothing waiting starts once the screen is left. One pool
   * per reading (a 'read again' makes a new one and cancels the old).
   */
  protected callPool(onProgress: (progress: CallProgress) => void): CallPool {
    return this.own(new CallPool(onProgress, MAX_IN_FLIGHT, progressPace.everyMs));
  }

  /** Listens to `source` (a list's rows, a part's state) until the view leaves. */
  protected subscribe<T>(source: Observable<T>, next: (value: T) => void): void {
    const subscription = source.subscribe(next);
    this.own({ cancel: () => subscription.unsubscribe() });
  }

  /**
   * A presenter this screen is made of (the group page's editor and members, the lock list's remote dialog),
   * injected into this one: the screen opens it and listens to it, and it is disposed with the screen.
   */
  protected part<T extends { dispose(): void }>(presenter: T): T {
    this.own({ cancel: () => presenter.dispose() });
    return presenter;
  }

  /** Registers what dispose ends. */
  private own<T extends { cancel(): void }>(work: T): T {
    this.ownWork.push(work);
    return work;
  }

  /**
   * Called when the view unmounts (usePresenter): every request, subscription and part registered
   * here ends. Nothing else to override: a presenter keeps no disposed flag of its own.
   */
  dispose(): void {
    this.ended = true;
    this.ownWork.splice(0).forEach((work) => work.cancel());
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
 *       return this.submission.submit(() => this.request.execute(form), {
 *         done: () => this.effects.navigate(pathOf('reset-password-mail-done')),
 *       });
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
