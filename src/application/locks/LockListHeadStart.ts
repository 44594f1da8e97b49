import type { Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Lock } from '../../domain/locks/lock';
import { FIRST_LOCK_QUERY } from '../../domain/locks/listing';
import { sortParamsOf } from '../../domain/locks/sort';
import type { PageAnswer } from '../../domain/shared/paging';
import type { PortError } from '../ports/PortError';
import { HeadStart } from '../shared/HeadStart';
import { LoadLockSort } from './LoadLockSort';
import { LockGateway, type LockListRequest } from './ports/LockGateway';

type Answer = Promise<Either<PortError, PageAnswer<Lock>>>;

const keyOf = (request: LockListRequest) => [
  'locks',
  request.organizationId,
  request.page,
  request.lockName,
  request.sort,
  request.groupId,
];

/**
 * The lock list's first page (and the page after it, ListLocks's look-ahead), asked for while the guard refreshes the
 * session on entering the list (HeadStart): the click on ログイン waits one round trip less (session → me → the
 * refresh beside the list, instead of four calls in a row). The screen's first read takes them only if it asks for
 * the same pages of the same organization with the same name and sort (HeadStart's rules).
 */
@injectable()
export class LockListHeadStart {
  constructor(
    @inject(HeadStart) private readonly headStart: HeadStart,
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(LoadLockSort) private readonly loadSort: LoadLockSort,
  ) {}

  /** Asks for the list's first query (the remembered sort, no name): pages 1 and 2, side by side. */
  start(): void {
    this.headStart.start((organizationId) => {
      const sort = sortParamsOf(this.loadSort.execute());
      return [1, 2].map((page) => {
        const request: LockListRequest = { organizationId, page, lockName: FIRST_LOCK_QUERY.lockName, sort };
        return { key: keyOf(request), answer: this.locks.list(request) };
      });
    });
  }

  /** The answer asked for this very request, once; null: the read goes to the server. */
  take(request: LockListRequest): Answer | null {
    return this.headStart.take(keyOf(request));
  }

  /** What was answered for this request, if it has come already (a look: take still ends it). */
  settled(request: LockListRequest): Either<PortError, PageAnswer<Lock>> | null {
    return this.headStart.settled<Either<PortError, PageAnswer<Lock>>>(keyOf(request))?.value ?? null;
  }
}
