import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { FIRST_LOCK_QUERY } from '../../domain/locks/listing';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { sortParamsOf } from '../../domain/locks/sort';
import { doorRowsOf, type DoorRow } from '../../domain/remote/doorStates';
import { LockGateway } from '../locks/ports/LockGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';
import { allPagesOf, type CallPool } from '../shared/CallPool';

/**
 * Every lock of the organization as a door to read: all pages of GET /v1/console/locks through the screen's
 * pool and the one paging reader, in the lock list's own order (the server's, as the lock list shows it unsorted);
 * locks with a hub wait for their read, the others cannot be read. The gateway is asked directly, not through the
 * lock list's ListLocks, whose look-ahead of the next page would ask every page twice here.
 */
@injectable()
export class ListDoors {
  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(pool: CallPool): Promise<Outcome<ReadonlyArray<DoorRow>>> {
    const locks = await allPagesOf(pool, (page) =>
      this.organization.call(LOCK_MESSAGES.loadFailed, (organizationId) =>
        this.locks.list({
          organizationId,
          page,
          lockName: FIRST_LOCK_QUERY.lockName,
          sort: sortParamsOf(FIRST_LOCK_QUERY.sort),
        }),
      ),
    );
    return E.map(doorRowsOf)(locks);
  }
}
