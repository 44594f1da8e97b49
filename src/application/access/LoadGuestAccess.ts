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
import { keypadsOf, OrganizationReads } from './organizationReads';
import { RecordOwner } from './RecordOwner';

/** Guests per call when asking the whole group for one guest (by name): a name is shared by few, so one call. */
const GUESTS_PER_CALL = 100;

/** A read of the view failed: the view's one sentence (or the network's, the unexpected answer's). */
const readFailure = async <T>(call: Promise<E.Either<PortError, T>>): Promise<Outcome<T>> =>
  fromPortResult(await call, ACCESS_MESSAGES.loadFailed);

/**
 * この人が開けられる扉, read through the pool (at most four calls in flight, progress counted):
 * GET guests/{id}; whose guest it is (RecordOwner: GET guests/search by its name, the page's organization first;
 * another organization's guest is named and read no further); the guest's groups (its own `groups` when connected, GET
 * group_invitations/guest otherwise, and the whole group through GET groups/search and GET guests/search);
 * per group GET groups/{id} and every page of GET locks?group_id; every page of GET card_masters (users set),
 * kept when the user is this guest; and only when the guest holds a card, every lock and both tabs of every keypad's
 * cards (organizationReads, the reads the access views share). The reading is evaluated at any moment by guestAccessAt.
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
  ) {}

  execute(guestId: GuestId, pool: CallPool): Promise<Outcome<Whose<GuestAccessReading>>> {
    if (!Number.isInteger(guestId) || guestId <= 0)
      return Promise.resolve(E.left(AppErrors.notFound(ACCESS_MESSAGES.guestNotFound)));
    return this.organization.run(async (organizationId) => {
      const failed = (error: PortError) =>
        E.left(
          fromPort(error, ACCESS_MESSAGES.loadFailed, { messages: { NotFound: CONFLICT_MESSAGES.gone('利用者') } }),
        );
      const guest = await pool.run(() => this.guests.get(guestId));
      if (E.isLeft(guest)) return failed(guest.left);
      const owner = await this.owner.ofGuest(guest.right, organizationId, pool);
      if (E.isLeft(owner)) return owner;
      if (owner.right === null) return E.left(AppErrors.notFound(ACCESS_MESSAGES.guestNotFound));
      if (owner.right.id !== organizationId)
        return E.right({ kind: 'elsewhere', organization: owner.right, recordName: guest.right.name });
      const organization = owner.right;
      const [groupIds, cards] = await Promise.all([
        this.groupIdsOf(pool, organizationId, guest.right),
        this.cardsOf(pool, organizationId, guestId, guest.right.name),
      ]);
      if (E.isLeft(groupIds)) return groupIds;
      const groups = await Promise.all(groupIds.right.map((id) => this.groupWithLocks(pool, organizationId, id)));
      const groupFailure = groups.find(E.isLeft);
      if (groupFailure) return groupFailure;
      if (E.isLeft(cards)) return cards;
      const read = groups.flatMap((g) => (E.isRight(g) ? [g.right] : []));
      return E.right({
        kind: 'own',
        organization,
        value: {
          guest: { id: guest.right.id, name: guest.right.name, isConnected: guest.right.isConnected },
          // the organization-wide group last, as the per-lock view lists it
          groups: [...read.filter((g) => !g.group.whole), ...read.filter((g) => g.group.whole)],
          cards: cards.right,
        },
      });
    });
  }

  /**
   * The guest's groups: its named groups (its own `groups` when connected, GET group_invitations/guest otherwise),
   * and the organization-wide (whole) group when the guest is in it. The guest's answer never names the whole group,
   * so it is asked as the per-lock view asks it: GET groups/search for the whole group, then GET guests/search with
   * its group_id (and the guest's name and connection), every page. Both views read that membership from the same
   * call, so they never disagree about it.
   */
  private async groupIdsOf(
    pool: CallPool,
    organizationId: OrganizationId,
    guest: Guest,
  ): Promise<Outcome<ReadonlyArray<GroupId>>> {
    const [named, all] = await Promise.all([
      membershipSourceOf(guest) === 'members'
        ? Promise.resolve(E.right(guest.groups.map((g) => g.id)))
        : pool.run(() => readFailure(this.guests.groupsOf(guest.id))),
      this.reads.groups(pool),
    ]);
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
    return E.right([...named.right, ...inWhole.flatMap((ids) => (E.isRight(ids) ? ids.right : []))]);
  }

  private async groupWithLocks(
    pool: CallPool,
    organizationId: OrganizationId,
    id: GroupId,
  ): Promise<Outcome<GuestGroupReading>> {
    const group = await pool.run(() => readFailure(this.groups.get(id)));
    if (E.isLeft(group)) return group;
    const locks = await allPagesOf(pool, (page) =>
      readFailure(this.locks.list({ organizationId, page, lockName: '', sort: null, groupId: id })),
    );
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
    const masters = await this.reads.cardMasters(pool, true);
    if (E.isLeft(masters)) return masters;
    const own = masters.right.filter((card) => card.guestId === guestId);
    // a guest with no card needs no keypad read at all: the common case costs no scan
    if (own.length === 0) return E.right([]);
    const locks = await this.reads.locks(pool);
    if (E.isLeft(locks)) return locks;
    const onKeypads = await this.reads.keypadCards(pool, keypadsOf(locks.right));
    if (E.isLeft(onKeypads)) return onKeypads;
    const keypads = onKeypads.right.map(({ keypad, registered, registering }): KeypadCards => ({
      door: { lockId: keypad.lock.id, lockName: keypad.lock.setting.lockName },
      keypadId: keypad.keypad.id,
      side: keypad.side,
      cards: [...registered, ...registering],
    }));
    return E.right(cardPlacementsOf(own, guestName, keypads, masters.right));
  }
}
