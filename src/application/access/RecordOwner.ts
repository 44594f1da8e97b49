import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import type { RecordOrganization } from '../../domain/access/whose';
import type { Guest } from '../../domain/guests/guest';
import type { Lock } from '../../domain/locks/lock';
import type { OrganizationId } from '../../domain/shared/ids';
import { AuthStore } from '../ports/AuthStore';
import { GuestsGateway, type GuestSearch } from '../guests/ports/GuestsGateway';
import { LockGateway, type LockListRequest } from '../locks/ports/LockGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { type CallPool, someInPages } from '../shared/CallPool';
import { LOCK_PAGES_URGENCY } from './organizationReads';

/** Guests per call of the name search: spec silent on a cap; a name is shared by few guests, so one call. */
const NAMESAKES_PER_CALL = 100;

/**
 * The urgency of the look at whose a record is in the pool (CallPool.run): an access view's other reads start beside
 * it and their answers are kept only once it has answered, so its calls start before any waiting call (GET locks'
 * pages included: LOCK_PAGES_URGENCY).
 */
const OWNER_URGENCY = LOCK_PAGES_URGENCY + 1;

/** A page of the lock's own list filtered by its name, in one organization: a look at whose the lock is. */
export const lockNameQuery = (lock: Lock, organizationId: OrganizationId, page: number): LockListRequest => ({
  organizationId,
  page,
  lockName: lock.setting.lockName,
  sort: null,
});

/** A page of the guests of one organization with the guest's name and connection: a look at whose the guest is. */
export const guestNameQuery = (guest: Guest, organizationId: OrganizationId, page: number): GuestSearch => ({
  organizationId,
  name: guest.name,
  isConnected: guest.isConnected,
  page,
  perPage: NAMESAKES_PER_CALL,
});

/**
 * Which of the manager's organizations a lock or a guest belongs to, by the rule of domain/access/whose.ts: the
 * record's own list in each organization, filtered by its name (GET locks with lock_name, GET guests/search with
 * name and is_connected), the page's organization first, then the others in the stored list's order. The first
 * list that holds the record's id answers; null when none does (a record of no organization of the manager). Its
 * calls go first in the pool (OWNER_URGENCY).
 */
@injectable()
export class RecordOwner {
  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(AuthStore) private readonly store: AuthStore,
  ) {}

  /** `list`: how a page of GET locks is read (the server's, or a first page asked for ahead: LockAccessHeadStart). */
  ofLock(
    lock: Lock,
    pageOrganization: OrganizationId,
    pool: CallPool,
    list: LockGateway['list'] = (request) => this.locks.list(request),
  ): Promise<Outcome<RecordOrganization | null>> {
    return this.first(pageOrganization, (organizationId) =>
      someInPages(
        pool,
        async (page) =>
          fromPortResult(await list(lockNameQuery(lock, organizationId, page)), ACCESS_MESSAGES.loadFailed),
        (l) => l.id === lock.id,
        { urgency: OWNER_URGENCY },
      ),
    );
  }

  /** `search`: how a page of GET guests/search is read (the server's, or one asked for ahead: GuestAccessHeadStart). */
  ofGuest(
    guest: Guest,
    pageOrganization: OrganizationId,
    pool: CallPool,
    search: GuestsGateway['search'] = (query) => this.guests.search(query),
  ): Promise<Outcome<RecordOrganization | null>> {
    return this.first(pageOrganization, (organizationId) =>
      someInPages(
        pool,
        async (page) =>
          fromPortResult(await search(guestNameQuery(guest, organizationId, page)), ACCESS_MESSAGES.loadFailed),
        (g) => g.id === guest.id,
        { urgency: OWNER_URGENCY },
      ),
    );
  }

  /** Asks the organizations one after the other (most records are the page's: one list read). */
  private async first(
    pageOrganization: OrganizationId,
    holds: (organizationId: OrganizationId) => Promise<Outcome<boolean>>,
  ): Promise<Outcome<RecordOrganization | null>> {
    const record = this.store.load();
    const known = (record?.organizations ?? []).flatMap((o) => (o.id === null ? [] : [{ id: o.id, name: o.name }]));
    const page = known.find((o) => o.id === pageOrganization) ?? {
      id: pageOrganization,
      name: record?.currentOrganization?.name ?? '',
    };
    for (const organization of [page, ...known.filter((o) => o.id !== pageOrganization)]) {
      const answer = await holds(organization.id);
      if (E.isLeft(answer)) return answer;
      if (answer.right) return E.right(organization);
    }
    return E.right(null);
  }
}
