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
import type { GroupId } from '../../domain/groups/group';
import { membershipSourceOf, type GuestId } from '../../domain/guests/guest';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';
import type { OrganizationId } from '../../domain/shared/ids';
import { GroupsGateway } from '../ports/GroupsGateway';
import { GuestsGateway } from '../ports/GuestsGateway';
import { LockGateway } from '../ports/LockGateway';
import type { PortError } from '../ports/PortError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, fromPortResult, type Outcome } from '../shared/AppError';
import { allPagesOf, type CallPool } from '../shared/CallPool';
import { keypadsOf, OrganizationReads } from './organizationReads';

/** A read of the view failed: the view's one sentence (or the network's, the unexpected answer's). */
const readFailure = async <T>(call: Promise<E.Either<PortError, T>>): Promise<Outcome<T>> =>
  fromPortResult(await call, ACCESS_MESSAGES.loadFailed);

/**
 * この人が開けられる扉, read through the pool (at most four calls in flight, progress counted):
 * GET guests/{id}; the guest's groups (its own `groups` when connected, GET group_invitations/guest otherwise);
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
  ) {}

  execute(guestId: GuestId, pool: CallPool): Promise<Outcome<GuestAccessReading>> {
    if (!Number.isInteger(guestId) || guestId <= 0)
      return Promise.resolve(E.left(AppErrors.notFound(ACCESS_MESSAGES.loadFailed)));
    return this.organization.run(async (organizationId) => {
      const failed = (error: PortError) =>
        E.left(
          fromPort(error, ACCESS_MESSAGES.loadFailed, { messages: { NotFound: CONFLICT_MESSAGES.gone('利用者') } }),
        );
      const guest = await pool.run(() => this.guests.get(guestId));
      if (E.isLeft(guest)) return failed(guest.left);
      const groupIds =
        membershipSourceOf(guest.right) === 'members'
          ? E.right(guest.right.groups.map((g) => g.id))
          : await pool.run(() => this.guests.groupsOf(guestId));
      if (E.isLeft(groupIds)) return failed(groupIds.left);
      const [groups, cards] = await Promise.all([
        Promise.all(groupIds.right.map((id) => this.groupWithLocks(pool, organizationId, id))),
        this.cardsOf(pool, organizationId, guestId, guest.right.name),
      ]);
      const groupFailure = groups.find(E.isLeft);
      if (groupFailure) return groupFailure;
      if (E.isLeft(cards)) return cards;
      return E.right({
        guest: { id: guest.right.id, name: guest.right.name, isConnected: guest.right.isConnected },
        // the organization-wide (whole) group is hidden everywhere in the console and not counted here either
        groups: groups.flatMap((g) => (E.isRight(g) && g.right !== null ? [g.right] : [])),
        cards: cards.right,
      });
    });
  }

  private async groupWithLocks(
    pool: CallPool,
    organizationId: OrganizationId,
    id: GroupId,
  ): Promise<Outcome<GuestGroupReading | null>> {
    const group = await pool.run(() => readFailure(this.groups.get(id)));
    if (E.isLeft(group)) return group;
    if (group.right.whole) return E.right(null);
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
    return E.right(cardPlacementsOf(own, guestName, keypads));
  }
}
