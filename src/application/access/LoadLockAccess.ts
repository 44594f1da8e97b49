import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AccessGroup, AccessGuest, AccessKeypad, LockAccess } from '../../domain/access/lockAccess';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import type { Whose } from '../../domain/access/whose';
import type { KeypadCard } from '../../domain/cards/card';
import type { Group, GroupId } from '../../domain/groups/group';
import type { Guest } from '../../domain/guests/guest';
import { keypadsBySide } from '../../domain/locks/keypad';
import type { Lock } from '../../domain/locks/lock';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import type { Pin } from '../../domain/pins/pin';
import type { OrganizationId } from '../../domain/shared/ids';
import type { Page } from '../../domain/shared/paging';
import { CardsGateway } from '../cards/ports/CardsGateway';
import type { KeypadListQuery } from './ports/KeypadListQuery';
import { PinsGateway } from '../pins/ports/PinsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { allPagesOf, type CallPool } from '../shared/CallPool';
import { LOCK_ACCESS_PAGE_SIZE, LockAccessHeadStart, lockGroupGuestsQuery } from './LockAccessHeadStart';
import { readBesideOwner, RecordOwner } from './RecordOwner';

const failed = ACCESS_MESSAGES.loadFailed;

/**
 * この扉を開けられる人: everything that opens one lock, read through the spec's calls only, every one through
 * `pool` (at most four in flight, progress, cancelled when the manager leaves):
 * GET locks/{id}; then, together, whose lock it is (RecordOwner: GET locks filtered by its name, the page's
 * organization first; another organization's lock is named and read no further) and the lock's access, all at once:
 * GET groups/search (the conditions of every group, one call for all of the lock's groups), per group the lock names
 * GET guests/search with group_id, connected and unconnected (every page), and per keypad GET knight_pins and GET
 * knight_cards, registered and registering (every page). The lock, whose it is, the groups' search and the first
 * group's first page of connected guests are taken from LockAccessHeadStart when it asked for them beside the guard's
 * refresh. The access does not wait for whose the lock is (it needs only the lock's groups and keypads):
 * readBesideOwner.
 */
@injectable()
export class LoadLockAccess {
  constructor(
    @inject(CardsGateway) private readonly cards: CardsGateway,
    @inject(PinsGateway) private readonly pins: PinsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(RecordOwner) private readonly owner: RecordOwner,
    @inject(LockAccessHeadStart) private readonly headStart: LockAccessHeadStart,
  ) {}

  async execute(lockId: number, pool: CallPool): Promise<Outcome<Whose<LockAccess>>> {
    if (!Number.isInteger(lockId) || lockId <= 0) return E.left(AppErrors.notFound(LOCK_MESSAGES.lockNotFound));
    return this.organization.run(async (organizationId) => {
      // the lock and the first look at whose it is may have been asked for beside the guard's refresh
      const lock = fromPortResult(await pool.run(() => this.headStart.lock(lockId)), failed, {
        messages: { NotFound: LOCK_MESSAGES.lockNotFound },
      });
      if (E.isLeft(lock)) return lock;
      return readBesideOwner(
        pool,
        organizationId,
        { recordName: lock.right.setting.lockName, notFound: LOCK_MESSAGES.lockNotFound },
        () => this.owner.ofLock(lock.right, organizationId, pool, (request) => this.headStart.list(lockId, request)),
        (branch) => this.accessOf(lock.right, organizationId, branch),
      );
    });
  }

  /** The lock's groups (with their guests) and its keypads (with their PINs and cards); the first failure answers. */
  private async accessOf(lock: Lock, organizationId: OrganizationId, pool: CallPool): Promise<Outcome<LockAccess>> {
    const [groups, keypads] = await Promise.all([
      this.groupsOf(lock, organizationId, pool),
      Promise.all(keypadsBySide(lock.keypads).map(({ side, keypad }) => this.keypadOf(keypad, side, pool))),
    ]);
    if (E.isLeft(groups)) return groups;
    const keypadFailure = keypads.find(E.isLeft);
    if (keypadFailure) return keypadFailure;
    return E.right({
      lockId: lock.id,
      lockName: lock.setting.lockName,
      groups: groups.right,
      keypads: keypads.flatMap((k) => (E.isRight(k) ? [k.right] : [])),
    });
  }

  /** The lock's groups with their conditions and guests; the organization-wide one last (it holds everyone). */
  private async groupsOf(
    lock: Lock,
    organizationId: OrganizationId,
    pool: CallPool,
  ): Promise<Outcome<ReadonlyArray<AccessGroup>>> {
    if (lock.groups.length === 0) return E.right([]);
    // the lock names its groups: their guests are asked for together with the search (their conditions), not after it
    // the search and the first group's first page may have been asked for with the lock (LockAccessHeadStart)
    const search = pool.run(async () =>
      fromPortResult(await this.headStart.groupSearch(lock.id, organizationId), failed),
    );
    const guestsById = new Map(
      lock.groups.map((g) => [g.id, this.guestsOf(lock.id, g.id, organizationId, pool)] as const),
    );
    const all = await search;
    if (E.isLeft(all)) return all;
    const byId = new Map<GroupId, Group>(all.right.map((g) => [g.id, g]));
    // a group the lock still names but the search no longer has was deleted meanwhile: it opens nothing (and what its
    // guests' reading answered is not looked at)
    const present = lock.groups.flatMap((g) => {
      const group = byId.get(g.id);
      return group ? [group] : [];
    });
    const ordered = [...present.filter((g) => !g.whole), ...present.filter((g) => g.whole)];
    const read = await Promise.all(
      ordered.map(async (group): Promise<Outcome<AccessGroup>> => {
        const guests = (await guestsById.get(group.id)) ?? E.right([]);
        return E.map((list: ReadonlyArray<AccessGuest>) => ({
          id: group.id,
          name: group.name,
          whole: group.whole,
          conditions: group.conditions,
          guests: list,
        }))(guests);
      }),
    );
    const failure = read.find(E.isLeft);
    if (failure) return failure;
    return E.right(read.flatMap((g) => (E.isRight(g) ? [g.right] : [])));
  }

  /**
   * A group's guests: the connected ones (members, devices-access §4) and the unconnected ones (invited, no app key
   * yet), each list paged through completely; the search takes is_connected, so it is two lists.
   */
  private async guestsOf(
    lockId: number,
    groupId: GroupId,
    organizationId: OrganizationId,
    pool: CallPool,
  ): Promise<Outcome<ReadonlyArray<AccessGuest>>> {
    const search = (isConnected: boolean) =>
      allPagesOf(pool, async (page): Promise<Outcome<Page<Guest>>> =>
        fromPortResult(
          await this.headStart.guestsPage(lockId, lockGroupGuestsQuery(organizationId, groupId, isConnected, page)),
          failed,
        ),
      );
    const [connected, unconnected] = await Promise.all([search(true), search(false)]);
    if (E.isLeft(connected)) return connected;
    if (E.isLeft(unconnected)) return unconnected;
    return E.right(
      [...connected.right, ...unconnected.right].map((g) => ({ id: g.id, name: g.name, isConnected: g.isConnected })),
    );
  }

  /** A keypad's PINs and cards, both tabs (registered; registering with failed jobs), every page. */
  private async keypadOf(
    keypad: Lock['keypads'][number],
    side: AccessKeypad['side'],
    pool: CallPool,
  ): Promise<Outcome<AccessKeypad>> {
    const query = (page: number, isRegistered: boolean): KeypadListQuery => ({
      keypadId: keypad.id,
      page,
      perPage: LOCK_ACCESS_PAGE_SIZE,
      isRegistered,
    });
    const pinsOf = (isRegistered: boolean) =>
      allPagesOf(pool, async (page): Promise<Outcome<Page<Pin>>> =>
        E.map((list: { readonly items: ReadonlyArray<Pin>; readonly total: number }) => ({
          items: list.items,
          total: list.total,
          page,
          perPage: LOCK_ACCESS_PAGE_SIZE,
        }))(fromPortResult(await this.pins.list(query(page, isRegistered)), failed)),
      );
    const cardsOf = (isRegistered: boolean) =>
      allPagesOf(pool, async (page): Promise<Outcome<Page<KeypadCard>>> =>
        E.map((list: { readonly items: ReadonlyArray<KeypadCard>; readonly total: number }) => ({
          items: list.items,
          total: list.total,
          page,
          perPage: LOCK_ACCESS_PAGE_SIZE,
        }))(fromPortResult(await this.cards.keypadCards(query(page, isRegistered)), failed)),
      );
    const lists = await Promise.all([pinsOf(true), pinsOf(false), cardsOf(true), cardsOf(false)] as const);
    const [registeredPins, registeringPins, registeredCards, registeringCards] = lists;
    if (E.isLeft(registeredPins)) return registeredPins;
    if (E.isLeft(registeringPins)) return registeringPins;
    if (E.isLeft(registeredCards)) return registeredCards;
    if (E.isLeft(registeringCards)) return registeringCards;
    return E.right({
      id: keypad.id,
      side,
      serialNo: keypad.serialNo,
      pins: [...registeredPins.right, ...registeringPins.right],
      cards: [...registeredCards.right, ...registeringCards.right],
    });
  }
}
