import type { Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Lock } from '../../domain/locks/lock';
import { FIRST_LOCK_QUERY } from '../../domain/locks/listing';
import { sortParamsOf } from '../../domain/locks/sort';
import type { PageAnswer } from '../../domain/shared/paging';
import { AuthStore } from '../ports/AuthStore';
import { Clock } from '../ports/Clock';
import type { PortError } from '../ports/PortError';
import { LoadLockSort } from './LoadLockSort';
import { LockGateway, type LockListRequest } from './ports/LockGateway';

type Answer = Promise<Either<PortError, PageAnswer<Lock>>>;

/** How long an asked-for page waits for the screen's first read: the guard's refresh and the screen's start. */
export const HEAD_START_TAKE_WITHIN_MS = 10_000;

const keyOf = (managerId: number, request: LockListRequest): string =>
  JSON.stringify([managerId, request.organizationId, request.page, request.lockName, request.sort, request.groupId]);

/**
 * The lock list's first page (and the page after it, ListLocks's look-ahead), asked for while the guard refreshes the
 * session on entering the list (ui/shell/router.tsx): the list's call needs only the organization the stored record
 * names, not the refresh's answer, so the two overlap and the click on ログイン waits one round trip less
 * (session → me → the refresh beside the list, instead of four calls in a row).
 *
 * Our choice, so that nothing is bought with correctness: an answer asked for here is handed to one read only, the
 * screen's first, and only when that read asks for exactly the same page (the same manager, the same organization —
 * the refresh may have made another one current —, the same name and sort) within HEAD_START_TAKE_WITHIN_MS of the
 * asking. Any other read, and every later one (a reload after a remote operation, a search, the battery scan), goes
 * to the server. A new start drops what an earlier one left untaken.
 */
@injectable()
export class LockListHeadStart {
  private pending = new Map<string, { readonly answer: Answer; readonly at: number }>();

  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(AuthStore) private readonly store: AuthStore,
    @inject(LoadLockSort) private readonly loadSort: LoadLockSort,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** Asks for the list's first query (the remembered sort, no name): pages 1 and 2, side by side. */
  start(): void {
    this.pending.clear();
    const record = this.store.load();
    const organizationId = record?.currentOrganization?.id;
    if (!record || organizationId === null || organizationId === undefined) return;
    const at = this.clock.now().getTime();
    const sort = sortParamsOf(this.loadSort.execute());
    for (const page of [1, 2]) {
      const request: LockListRequest = { organizationId, page, lockName: FIRST_LOCK_QUERY.lockName, sort };
      const answer = this.locks.list(request);
      // an answer nobody takes must not surface as an unhandled rejection
      answer.catch(() => undefined);
      this.pending.set(keyOf(record.me.id, request), { answer, at });
    }
  }

  /** The answer asked for this very request, once; null: the read goes to the server. */
  take(request: LockListRequest): Answer | null {
    const record = this.store.load();
    if (!record || this.pending.size === 0) return null;
    const key = keyOf(record.me.id, request);
    const entry = this.pending.get(key);
    this.pending.delete(key);
    // the screen's first read asked for something else: nothing asked for ahead of it is handed out later
    if (!entry) this.pending.clear();
    if (!entry || this.clock.now().getTime() - entry.at > HEAD_START_TAKE_WITHIN_MS) return null;
    return entry.answer;
  }
}
