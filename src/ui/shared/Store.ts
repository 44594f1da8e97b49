import { BehaviorSubject, type Observable } from 'rxjs';

/** The `status` tags of a tagged-union state. */
type StatusOf<S> = S extends { readonly status: infer K } ? K : never;

/**
 * The state of a screen as a value: subscribe to `state$` (React reads it through
 * `useObservable`), read `snapshot` now, and change it with `set` / `update` / `updateWhen`.
 * S is usually a tagged union on `status` ('loading' | 'ready' | 'failed' ...).
 */
export class Store<S> {
  private readonly subject: BehaviorSubject<S>;
  readonly state$: Observable<S>;

  constructor(initial: S) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.asObservable();
  }

  get snapshot(): S {
    return this.subject.value;
  }

  /** A change to the very same state object is no change: nothing is published. */
  set(next: S): void {
    if (next !== this.subject.value) this.subject.next(next);
  }

  update(change: (current: S) => S): void {
    this.set(change(this.subject.value));
  }

  /**
   * Changes the state only while it has this status (e.g. mark 'ready' busy); returns whether
   * it did. An answer arriving after the screen moved on to another status changes nothing.
   */
  updateWhen<K extends StatusOf<S>>(status: K, change: (current: Extract<S, { readonly status: K }>) => S): boolean {
    const current = this.subject.value as S & { readonly status?: unknown };
    if (current.status !== status) return false;
    this.set(change(current as Extract<S, { readonly status: K }>));
    return true;
  }
}
