import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Lock } from '../../domain/locks/lock';
import type { LockQuery } from '../../domain/locks/listing';
import { sortParamsOf } from '../../domain/locks/sort';
import type { Page } from '../../domain/shared/paging';
import { LockGateway } from '../ports/LockGateway';
import type { PortError } from '../ports/PortError';
import { CurrentOrganization } from '../session/CurrentOrganization';

/** One page of the organization's locks, filtered by name and sorted as the manager chose. */
@injectable()
export class ListLocks {
  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(query: LockQuery): Promise<E.Either<PortError, Page<Lock>>> {
    const organizationId = this.organization.id();
    if (E.isLeft(organizationId)) return organizationId;
    // the name is applied as typed, minus surrounding spaces a paste tends to bring along
    return this.locks.list({ organizationId: organizationId.right, page: Math.max(1, query.page), lockName: query.lockName.trim(), sort: sortParamsOf(query.sort) });
  }
}
