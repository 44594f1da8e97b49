import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import type { RecordOrganization, Whose } from '../../domain/access/whose';
import type { Guest } from '../../domain/guests/guest';
import type { Lock } from '../../domain/locks/lock';
import type { OrganizationId } from '../../domain/shared/ids';
import { AuthStore } from '../ports/AuthStore';
import { GuestsGateway, type GuestSearch } from '../guests/ports/GuestsGateway';
import { LockGateway, type LockListRequest } from '../locks/ports/LockGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
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

/**
 * An access view's record read beside the look at whose it is. The access needs only the record and the page's
 * organization, and waiting for the look cost a round trip before all of its calls (on a phone, この扉を開けられる人
 * at 1.9 times its floor): `whose` (RecordOwner's, its calls first in the pool: OWNER_URGENCY) is asked first, then
 * `access` in a branch of the pool (CallPool.branch). The access is used only when the record is the page's
 * organization's: the reading is then the one read after the owner's answer, and its failure is the reading's. When
 * the record is another organization's (named, `recordName`), nobody's (not found, `notFound`), or the look fails,
 * the branch is cancelled and what it answered, failed with or threw is never looked at: the cost is the few calls
 * made in the page's organization meanwhile, whose answers are thrown away.
 */
export const readBesideOwner = async <T>(
  pool: CallPool,
  pageOrganization: OrganizationId,
  record: { readonly recordName: string; readonly notFound: string },
  whose: () => Promise<Outcome<RecordOrganization | null>>,
  access: (branch: CallPool) => Promise<Outcome<T>>,
): Promise<Outcome<Whose<T>>> => {
  const asked = whose();
  const branch = pool.branch();
  const read = access(branch);
  // an access thrown away (the record not the page's organization's) leaves no unhandled rejection
  void read.catch(() => undefined);
  // a look that threw (a defect) stops the branch as well
  const organization = await asked.catch((error: unknown) => {
    branch.cancel();
    throw error;
  });
  if (E.isLeft(organization) || organization.right?.id !== pageOrganization) branch.cancel();
  if (E.isLeft(organization)) return organization;
  if (organization.right === null) return E.left(AppErrors.notFound(record.notFound));
  const owner = organization.right;
  if (owner.id !== pageOrganization)
    return E.right({ kind: 'elsewhere', organization: owner, recordName: record.recordName });
  const value = await read;
  // the branch's lists are the reading's: a total that differed from the rows read is shown by the screen
  branch.mismatches.forEach((mismatch) => pool.noteMismatch(mismatch));
  return E.map((v: T): Whose<T> => ({ kind: 'own', organization: owner, value: v }))(value);
};
