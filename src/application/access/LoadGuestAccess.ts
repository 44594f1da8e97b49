import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  cardPlacementsOf,
  type Door,
  type GuestAccessReading,
  type GuestCardReading,
  type GuestGroupReading,
  type KeypadCards,
} from '../../domain/access/guestAccess';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import type { Whose } from '../../domain/access/whose';
import type { GroupId } from '../../domain/groups/group';
import { membershipSourceOf, type Guest, type GuestId } from '../../domain/guests/guest';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';
import type { OrganizationId } from '../../domain/shared/ids';
import { GroupsGateway } from '../groups/ports/GroupsGateway';
import { GuestsGateway } from '../guests/ports/GuestsGateway';
import { LockGateway } from '../locks/ports/LockGateway';
import type { PortError } from '../ports/PortError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, fromPortResult, type Outcome } from '../shared/AppError';
import { allPagesOf, type CallPool, someInPages } from '../shared/CallPool';
import { LOCK_PAGES_URGENCY, OrganizationReads, type LocksAndKeypads } from './organizationReads';
import { GuestAccessHeadStart } from './GuestAccessHeadStart';
import { readBesideOwner, RecordOwner } from './RecordOwner';

/** Guests per call when asking the whole group for one guest (by name): a name is shared by few, so one call. */
const GUESTS_PER_CALL = 100;

/** A read of the view failed: the view's one sentence (or the network's, the unexpected answer's). */
const readFailure = async <T>(call: Promise<E.Either<PortError, T>>): Promise<Outcome<T>> =>
  fromPortResult(await call, ACCESS_MESSAGES.loadFailed);

/**
 * この人が開けられる扉, read through the pool (at most four calls in flight, progress counted):
 * GET guests/{id}; then, together, whose guest it is (RecordOwner: GET guests/search by its name, the page's
 * organization first; another organization's guest is named and read no further) and the guest's access: its groups
 * (its own `groups` when connected, GET group_invitations/guest otherwise, and the whole group through GET
 * groups/search and GET guests/search); per group GET groups/{id} and every page of GET locks?group_id; every page of
 * GET card_masters (users set), kept when the user is this guest; and only when the guest holds a card, every lock and
 * both tabs of every keypad's cards (organizationReads, the reads the access views share). The reading is evaluated
 * at any moment by guestAccessAt. The first two (the guest, whose it is) are taken from GuestAccessHeadStart when it
 * asked for them beside the guard's refresh. The access does not wait for whose the guest is (it needs only the
 * guest's groups, connection and name): readBesideOwner.
 */
@injectable()
export class LoadGuestAccess {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(OrganizationReads) private readonly reads: OrganizationReads,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(RecordOwner) private readonly owner: RecordOwner,
    @inject(GuestAccessHeadStart) private readonly headStart: GuestAccessHeadStart,
  ) {}

  execute(guestId: GuestId, pool: CallPool): Promise<Outcome<Whose<GuestAccessReading>>> {
    if (!Number.isInteger(guestId) || guestId <= 0)
      return Promise.resolve(E.left(AppErrors.notFound(ACCESS_MESSAGES.guestNotFound)));
    return this.organization.run(async (organizationId) => {
      const failed = (error: PortError) =>
        E.left(
          fromPort(error, ACCESS_MESSAGES.loadFailed, { messages: { NotFound: CONFLICT_MESSAGES.gone('利用者') } }),
        );
      // the guest and the first look at whose it is may have been asked for beside the guard's refresh
      const guest = await pool.run(() => this.headStart.guest(guestId));
      if (E.isLeft(guest)) return failed(guest.left);
      return readBesideOwner(
        pool,
        organizationId,
        { recordName: guest.right.name, notFound: ACCESS_MESSAGES.guestNotFound },
        () => this.owner.ofGuest(guest.right, organizationId, pool, (query) => this.headStart.search(guestId, query)),
        (branch) => this.accessOf(branch, organizationId, guestId, guest.right),
      );
    });
  }

  /** The guest's groups with their doors and its cards with their keypads; the groups' failure first. */
  private async accessOf(
    pool: CallPool,
    organizationId: OrganizationId,
    guestId: GuestId,
    guest: Guest,
  ): Promise<Outcome<GuestAccessReading>> {
    // the groups' own reads follow the groups at once, without waiting for the cards
    const [groups, cards] = await Promise.all([
      this.groupsOf(pool, organizationId, guest),
      this.cardsOf(pool, organizationId, guestId, guest.name),
    ]);
    if (E.isLeft(groups)) return groups;
    if (E.isLeft(cards)) return cards;
    const read = groups.right;
    return E.right({
      guest: { id: guest.id, name: guest.name, isConnected: guest.isConnected },
      // the organization-wide group last, as the per-lock view lists it
      groups: [...read.filter((g) => !g.group.whole), ...read.filter((g) => g.group.whole)],
      cards: cards.right,
    });
  }

  /**
   * The guest's groups: its named groups (its own `groups` when connected, GET group_invitations/guest otherwise),
   * and the organization-wide (whole) group when the guest is in it. The guest's answer never names the whole group,
   * so it is asked as the per-lock view asks it: GET groups/search for the whole group, then GET guests/search with
   * its group_id (and the guest's name and connection), every page. Both views read that membership from the same
   * call, so they never disagree about it. Each group read with its locks (groupWithLocks), the named ones first.
   */
  private async groupsOf(
    pool: CallPool,
    organizationId: OrganizationId,
    guest: Guest,
  ): Promise<Outcome<ReadonlyArray<GuestGroupReading>>> {
    const readGroups = async (ids: ReadonlyArray<GroupId>): Promise<Outcome<ReadonlyArray<GuestGroupReading>>> => {
      const read = await Promise.all(ids.map((id) => this.groupWithLocks(pool, organizationId, id)));
      const failure = read.find(E.isLeft);
      if (failure) return failure;
      return E.right(read.flatMap((g) => (E.isRight(g) ? [g.right] : [])));
    };
    const namedIds: Promise<Outcome<ReadonlyArray<GroupId>>> =
      membershipSourceOf(guest) === 'members'
        ? Promise.resolve(E.right(guest.groups.map((g) => g.id)))
        : pool.run(() => readFailure(this.guests.groupsOf(guest.id)));
    // the named groups' own reads start as soon as they are known, while the whole group is looked for
    const namedGroups = namedIds.then((ids) => (E.isLeft(ids) ? ids : readGroups(ids.right)));
    const [named, all] = await Promise.all([namedIds, this.reads.groups(pool)]);
    if (E.isLeft(named)) return named;
    if (E.isLeft(all)) return all;
    const wholeIds = all.right.filter((g) => g.whole && !named.right.includes(g.id)).map((g) => g.id);
    const inWhole = await Promise.all(
      wholeIds.map(async (groupId) =>
        E.map((found: boolean) => (found ? [groupId] : []))(
          await someInPages(
            pool,
            (page) =>
              readFailure(
                this.guests.search({
                  organizationId,
                  name: guest.name,
                  isConnected: guest.isConnected,
                  groupId,
                  page,
                  perPage: GUESTS_PER_CALL,
                }),
              ),
            (g) => g.id === guest.id,
          ),
        ),
      ),
    );
    const failure = inWhole.find(E.isLeft);
    if (failure) return failure;
    const [namedRead, wholeRead] = await Promise.all([
      namedGroups,
      readGroups(inWhole.flatMap((ids) => (E.isRight(ids) ? ids.right : []))),
    ]);
    if (E.isLeft(namedRead)) return namedRead;
    if (E.isLeft(wholeRead)) return wholeRead;
    return E.right([...namedRead.right, ...wholeRead.right]);
  }

  private async groupWithLocks(
    pool: CallPool,
    organizationId: OrganizationId,
    id: GroupId,
  ): Promise<Outcome<GuestGroupReading>> {
    // the group and its locks need nothing of each other: asked together; the locks come page by page (no total),
    // so their pages go first in the pool
    const [group, locks] = await Promise.all([
      pool.run(() => readFailure(this.groups.get(id))),
      allPagesOf(
        pool,
        (page) => readFailure(this.locks.list({ organizationId, page, lockName: '', sort: null, groupId: id })),
        undefined,
        { urgency: LOCK_PAGES_URGENCY },
      ),
    ]);
    if (E.isLeft(group)) return group;
    if (E.isLeft(locks)) return locks;
    const doors: ReadonlyArray<Door> = locks.right.map((lock) => ({
      lockId: lock.id,
      lockName: lock.setting.lockName,
    }));
    return E.right({ group: group.right, locks: doors });
  }

  private async cardsOf(
    pool: CallPool,
    organizationId: OrganizationId,
    guestId: GuestId,
    guestName: string,
  ): Promise<Outcome<ReadonlyArray<GuestCardReading>>> {
    // a guest with no card needs no keypad read at all (the common case costs no scan); one with a card has every
    // lock and keypad read from the moment a page of cards shows one of the guest's, not once every page is read
    let placed: Promise<Outcome<LocksAndKeypads>> | null = null;
    const placements = () => (placed ??= this.reads.locksWithKeypads(pool, { pins: false, cards: true }));
    const masters = await this.reads.cardMasters(pool, true, (page) => {
      if (page.some((card) => card.guestId === guestId)) void placements();
    });
    if (E.isLeft(masters)) return masters;
    const own = masters.right.filter((card) => card.guestId === guestId);
    if (own.length === 0) return E.right([]);
    const read = await placements();
    if (E.isLeft(read)) return read;
    const keypads = read.right.cards.map(({ keypad, registered, registering }): KeypadCards => ({
      door: { lockId: keypad.lock.id, lockName: keypad.lock.setting.lockName },
      keypadId: keypad.keypad.id,
      side: keypad.side,
      cards: [...registered, ...registering],
    }));
    return E.right(cardPlacementsOf(own, guestName, keypads, masters.right));
  }
}
