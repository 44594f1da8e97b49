import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Lock } from '../../domain/locks/lock';
import type { LockQuery } from '../../domain/locks/listing';
import type { OrganizationId } from '../../domain/shared/ids';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { sortParamsOf } from '../../domain/locks/sort';
import { pageWithoutTotal, type Page, type PageAnswer } from '../../domain/shared/paging';
import { LockListHeadStart } from './LockListHeadStart';
import { LockGateway, type LockListRequest } from './ports/LockGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

/**
 * One page of the organization's locks, filtered by name and sorted as the manager chose. The spec's answer has no
 * total and the call no per_page (devices-access §7): the page size is what the server serves, so a page cannot say
 * by itself whether another follows. Our choice: the next page is asked for beside it (the same moment, so no
 * wait is added) and the pager offers it only when it has rows: a manager with 3 locks, or exactly a page of them,
 * is never offered an empty page 2. The page is `pageWithoutTotal` (domain/shared/paging.ts) and no count is
 * claimed. When the look-ahead fails, a page as long as the longest this listing has been served offers the next one
 * (the guess of the rule). A server that sends a total anyway is read by its total, with no look-ahead needed next
 * time. Resolved per screen (transient), so "this listing" is the screen's.
 */
@injectable()
export class ListLocks {
  /** The longest page the server has served this screen: its page size as far as it has shown it. */
  private servedSize = 0;
  /** Whether the server has sent a total: then the look-ahead is not needed. */
  private totalSent = false;

  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(LockListHeadStart) private readonly headStart: LockListHeadStart,
  ) {}

  async execute(query: LockQuery): Promise<Outcome<Page<Lock>>> {
    const page = Math.max(1, query.page);
    const pageOf = (n: number) =>
      this.organization.call(LOCK_MESSAGES.loadFailed, (organizationId) => {
        const request = requestOf(query, organizationId, n);
        // the first page may have been asked for while the guard refreshed the session (LockListHeadStart)
        return this.headStart.take(request) ?? this.locks.list(request);
      });
    const [answer, ahead] = await Promise.all([pageOf(page), this.totalSent ? null : pageOf(page + 1)]);
    return E.map((read: PageAnswer<Lock>) => this.pageOf(read, ahead, page))(answer);
  }

  /**
   * The page at once, without waiting, when both of its reads (the page and the look-ahead) were asked for ahead and
   * have answered without failing (LockListHeadStart): the screen draws it in its first render, not one render later
   * (an organization with no locks, its empty state). They are taken as execute takes them (once). Null when anything
   * is missing, still out or failed, or the page's organization is no longer current: then execute reads as always.
   */
  settled(query: LockQuery): Page<Lock> | null {
    const organizationId = this.organization.refusal() === null ? this.organization.summary()?.id : null;
    if (organizationId === null || organizationId === undefined || this.totalSent) return null;
    const page = Math.max(1, query.page);
    const [request, next] = [requestOf(query, organizationId, page), requestOf(query, organizationId, page + 1)];
    const [answer, ahead] = [this.headStart.settled(request), this.headStart.settled(next)];
    if (answer === null || ahead === null || E.isLeft(answer) || E.isLeft(ahead)) return null;
    void this.headStart.take(request);
    void this.headStart.take(next);
    return this.pageOf(answer.right, ahead, page);
  }

  private pageOf(read: PageAnswer<Lock>, ahead: Either<unknown, PageAnswer<Lock>> | null, page: number): Page<Lock> {
    this.servedSize = Math.max(this.servedSize, read.items.length);
    if (read.total === null) {
      const nextHasRows = ahead !== null && E.isRight(ahead) ? ahead.right.items.length > 0 : null;
      return pageWithoutTotal(read.items, page, this.servedSize, nextHasRows);
    }
    // a server that sends a total anyway: its count, pages at the size it served
    this.totalSent = true;
    return { items: read.items, total: read.total, page, perPage: Math.max(1, this.servedSize) };
  }
}

// the name is applied as typed, minus surrounding spaces a paste tends to bring along
const requestOf = (query: LockQuery, organizationId: OrganizationId, page: number): LockListRequest => ({
  organizationId,
  page,
  lockName: query.lockName.trim(),
  sort: sortParamsOf(query.sort),
});
