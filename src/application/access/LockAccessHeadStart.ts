import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import type { Lock } from '../../domain/locks/lock';
import type { OrganizationId } from '../../domain/shared/ids';
import type { PageAnswer } from '../../domain/shared/paging';
import { GroupsGateway } from '../groups/ports/GroupsGateway';
import { GuestsGateway, type GuestSearch } from '../guests/ports/GuestsGateway';
import { HeadStart, type AddressParams } from '../shared/HeadStart';
import { LockGateway, type LockListRequest } from '../locks/ports/LockGateway';
import { AskedRecord } from './AskedRecord';
import { lockNameQuery } from './RecordOwner';

/** Guests, PINs and cards per call: the spec gives no cap on per_page; 100 keeps a large group to a few calls. */
export const LOCK_ACCESS_PAGE_SIZE = 100;

/** A page of one of the lock's groups' guests, connected or not: the view's request, and its head start's. */
export const lockGroupGuestsQuery = (
  organizationId: OrganizationId,
  groupId: GroupId,
  isConnected: boolean,
  page: number,
): GuestSearch => ({ organizationId, name: '', isConnected, groupId, page, perPage: LOCK_ACCESS_PAGE_SIZE });

/**
 * この扉を開けられる人's first reads, asked for while the guard refreshes the session on entering the view
 * (AskedRecord): GET locks/{id}, then the first page of GET locks filtered by its name, and with it, when the lock
 * names groups, the view's first two access reads: GET groups/search (every group's conditions) and the first page of
 * the first group's connected guests. On a phone they had waited for the refresh and the view's first render: about
 * 0.4 s of a 2.3 s first reading for the first two, then 165 ms with the owner's page the one call in flight
 * (docs/PERFORMANCE.md). Two, not more: with the guard's refresh still in flight they make the four calls a view
 * keeps in flight at most (MAX_IN_FLIGHT).
 */
@injectable()
export class LockAccessHeadStart {
  private readonly asked: AskedRecord<Lock, LockListRequest, PageAnswer<Lock>>;

  constructor(
    @inject(HeadStart) headStart: HeadStart,
    @inject(LockGateway) locks: LockGateway,
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
  ) {
    this.asked = new AskedRecord(
      headStart,
      'access-lock',
      (id) => locks.get(id),
      (request) => locks.list(request),
    );
  }

  start(params: AddressParams): void {
    this.asked.start(params.id, (lock, organizationId) => lockNameQuery(lock, organizationId, 1), [
      {
        name: 'groups',
        ask: (lock, organizationId) =>
          lock.groups.length === 0 ? null : { request: organizationId, answer: this.groups.search(organizationId, '') },
      },
      {
        name: 'guests',
        ask: (lock, organizationId) => {
          const first = lock.groups[0];
          if (!first) return null;
          const request = lockGroupGuestsQuery(organizationId, first.id, true, 1);
          return { request, answer: this.guests.search(request) };
        },
      },
    ]);
  }

  lock(lockId: number) {
    return this.asked.record(lockId);
  }

  list(lockId: number, request: LockListRequest) {
    return this.asked.page(lockId, request);
  }

  /** Every group's conditions (GET groups/search): the one asked for ahead for this lock, else the server's. */
  groupSearch(lockId: number, organizationId: OrganizationId) {
    return this.asked.followUp('groups', lockId, organizationId, () => this.groups.search(organizationId, ''));
  }

  /** A page of a group's guests: the one asked for ahead when it is this very page, else the server's. */
  guestsPage(lockId: number, query: GuestSearch) {
    return this.asked.followUp('guests', lockId, query, () => this.guests.search(query));
  }
}
