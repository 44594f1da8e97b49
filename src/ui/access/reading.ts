import * as E from 'fp-ts/Either';
import type { Reading } from '../../application/shared/AccessReadings';
import type { ReadAccess } from '../../application/access/ReadAccess';
import type { CallPool, CallProgress } from '../../application/shared/CallPool';
import type { Outcome } from '../../application/shared/AppError';
import type { Whose } from '../../domain/access/whose';
import type { OrganizationId } from '../../domain/shared/ids';
import type { LatestRequest } from '../shared/LatestRequest';

/**
 * What an access view shows of its reading: the progress while it reads (with what was read before, if
 * anything, kept on screen under the progress), the failure, or what was read and when.
 */
export type ReadingState<T> =
  | { readonly status: 'reading'; readonly progress: CallProgress; readonly previous: Reading<T> | null }
  | { readonly status: 'failed'; readonly message: string; readonly previous: Reading<T> | null }
  | { readonly status: 'read'; readonly reading: Reading<T> };

export const NOT_READ: ReadingState<never> = { status: 'reading', progress: { done: 0, total: 0 }, previous: null };

/** What was last read, whatever the state (the view keeps showing it while reading again). */
export const readingOf = <T>(state: ReadingState<T>): Reading<T> | null =>
  state.status === 'read' ? state.reading : state.previous;

/** The organization whose record was read when it is not the page's (named, never evaluated); null otherwise. */
export const elsewhereOwnerOf = <T>(state: ReadingState<Whose<T>>): OrganizationId | null => {
  const read = readingOf(state)?.value;
  return read?.kind === 'elsewhere' ? read.organization.id : null;
};

export interface AccessReadingParts<T> {
  /** The key of the view's reading in the session (`lock:12`, `guest:5`, `review`). */
  readonly view: string;
  readonly readAccess: ReadAccess;
  /** The view's Load… use case, every call through the pool it is given. */
  readonly load: (pool: CallPool) => Promise<Outcome<T>>;
  /** `(onProgress) => this.callPool(onProgress)`: the presenter's pool, cancelled when the view is left. */
  readonly newPool: (onProgress: (progress: CallProgress) => void) => CallPool;
  /** `this.latestRequest()`: a reading overtaken by a newer one (読み直す pressed again) is dropped. */
  readonly latest: LatestRequest;
  /** Puts the reading's state in the presenter's state. */
  readonly show: (state: ReadingState<T>) => void;
}

/**
 * The one way an access view's presenter reads: `open()` shows what the session kept for the view, or reads
 * it; `readAgain()` reads now, keeping the old reading on screen until the new one is complete. Only one
 * reading runs at a time: a new one cancels the calls the old one still had waiting.
 *
 *   private readonly reading = new AccessReading({ view: `lock:${id}`, readAccess: this.readAccess,
 *     load: (pool) => this.loadLockAccess.execute(id, pool), newPool: (p) => this.callPool(p),
 *     latest: this.latestRequest(), show: (reading) => this.store.update((s) => ({ ...s, reading })) });
 */
export class AccessReading<T> {
  private pool: CallPool | null = null;
  private last: Reading<T> | null = null;

  constructor(private readonly parts: AccessReadingParts<T>) {}

  open(): void {
    const kept = this.parts.readAccess.kept<T>(this.parts.view);
    if (kept) {
      this.last = kept;
      this.parts.show({ status: 'read', reading: kept });
    } else void this.readAgain();
  }

  async readAgain(): Promise<void> {
    const { parts } = this;
    this.pool?.cancel();
    const previous = this.last;
    const pool = parts.newPool((progress) => {
      if (this.pool === pool) parts.show({ status: 'reading', progress, previous });
    });
    this.pool = pool;
    parts.show({ status: 'reading', progress: pool.snapshot, previous });
    const answer = await parts.latest.run(() => parts.readAccess.read(parts.view, () => parts.load(pool), pool));
    if (!answer.current) return;
    this.pool = null;
    if (E.isLeft(answer.value)) {
      parts.show({ status: 'failed', message: answer.value.left.message, previous });
      return;
    }
    this.last = answer.value.right;
    parts.show({ status: 'read', reading: answer.value.right });
  }
}
