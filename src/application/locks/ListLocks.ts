import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Lock } from '../../domain/locks/lock';
import type { LockQuery } from '../../domain/locks/listing';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { sortParamsOf } from '../../domain/locks/sort';
import { pageWithoutTotal, type Page, type PageAnswer } from '../../domain/shared/paging';
import { LockGateway } from '../ports/LockGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

/**
 * One page of the organization's locks, filtered by name and sorted as the manager chose. The spec's answer has no
 * total and the call no per_page (devices-access §7): the page size is what the server serves. Without a total the
 * page is `pageWithoutTotal` (domain/shared/paging.ts): a page as long as the longest this listing has been served is
 * full and offers the next one, a shorter one is the last, and no count is claimed. Resolved per screen (transient),
 * so "this listing" is the screen's.
 */
@injectable()
export class ListLocks {
  /** The longest page the server has served this screen: its page size as far as it has shown it. */
  private servedSize = 0;

  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(query: LockQuery): Promise<Outcome<Page<Lock>>> {
    const page = Math.max(1, query.page);
    // the name is applied as typed, minus surrounding spaces a paste tends to bring along
    const answer = await this.organization.call(LOCK_MESSAGES.loadFailed, (organizationId) =>
      this.locks.list({ organizationId, page, lockName: query.lockName.trim(), sort: sortParamsOf(query.sort) }),
    );
    return E.map((read: PageAnswer<Lock>): Page<Lock> => {
      this.servedSize = Math.max(this.servedSize, read.items.length);
      if (read.total === null) return pageWithoutTotal(read.items, page, this.servedSize);
      // a server that sends a total anyway: its count, pages at the size it served
      return { items: read.items, total: read.total, page, perPage: Math.max(1, this.servedSize) };
    })(answer);
  }
}
