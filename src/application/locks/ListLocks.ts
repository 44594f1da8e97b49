import { inject, injectable } from 'inversify';
import type { Lock } from '../../domain/locks/lock';
import type { LockQuery } from '../../domain/locks/listing';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { sortParamsOf } from '../../domain/locks/sort';
import type { Page } from '../../domain/shared/paging';
import { LockGateway } from '../ports/LockGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

/** One page of the organization's locks, filtered by name and sorted as the manager chose. */
@injectable()
export class ListLocks {
  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(query: LockQuery): Promise<Outcome<Page<Lock>>> {
    // the name is applied as typed, minus surrounding spaces a paste tends to bring along
    return this.organization.call(LOCK_MESSAGES.loadFailed, (organizationId) =>
      this.locks.list({
        organizationId,
        page: Math.max(1, query.page),
        lockName: query.lockName.trim(),
        sort: sortParamsOf(query.sort),
      }),
    );
  }
}
