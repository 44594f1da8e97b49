import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';

/** One form submission as a screen shows it. */
export type SubmissionState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'submitting' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'done'; readonly value: T };

/**
 * The state of a screen that submits one thing: ignores a second submit while one is out
 * (double clicks), and keeps the failure message until the next attempt.
 */
export class Submission<T> {
  private readonly state = new BehaviorSubject<SubmissionState<T>>({ status: 'idle' });
  readonly state$: Observable<SubmissionState<T>> = this.state.asObservable();

  get snapshot(): SubmissionState<T> {
    return this.state.value;
  }

  async run(task: () => Promise<E.Either<string, T>>): Promise<SubmissionState<T>> {
    if (this.state.value.status === 'submitting') return this.state.value;
    this.state.next({ status: 'submitting' });
    const result = await task();
    this.state.next(E.isRight(result) ? { status: 'done', value: result.right } : { status: 'failed', message: result.left });
    return this.state.value;
  }
}
