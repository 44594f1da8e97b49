import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { type CardMaster, type KeypadCard, type KeypadCardList } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import type { Group, GroupId } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import type { Guest, GuestId } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import type { KeypadId } from '../../domain/keypads/registration';
import type { Keypad, Lock } from '../../domain/locks/lock';
import { sideOfKeypad, type KeypadSide } from '../../domain/keypads/keypadSide';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { PIN_HARD_LIMIT_PAGE, type Pin, type PinList } from '../../domain/pins/pin';
import type { Page } from '../../domain/shared/paging';
import { CardsGateway } from '../cards/ports/CardsGateway';
import { GroupsGateway } from '../groups/ports/GroupsGateway';
import { GuestsGateway } from '../guests/ports/GuestsGateway';
import type { KeypadListQuery } from './ports/KeypadListQuery';
import { LockGateway } from '../locks/ports/LockGateway';
import { PinsGateway } from '../pins/ports/PinsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { allPagesOf, type CallPool } from '../shared/CallPool';

/** A keypad with the lock it is on and its side (use_case 0 outdoor, 1 or 8 indoor, devices-access §3). */
export interface KeypadOfLock {
  readonly lock: Lock;
  readonly keypad: Keypad;
  /** Null for a use_case the spec does not name. */
  readonly side: KeypadSide | null;
}

/** What one keypad holds: both tabs of its list (registering includes failed jobs, devices-access §2). */
export interface OnKeypad<T> {
  readonly keypad: KeypadOfLock;
  readonly registered: ReadonlyArray<T>;
  readonly registering: ReadonlyArray<T>;
}

/**
 * Spec silent on per_page for knight_pins: 100 holds every PIN a keypad can have (at most 50, devices-access §6),
 * so one call per tab.
 */
const PINS_PER_CALL = PIN_HARD_LIMIT_PAGE;
/** Spec silent on per_page for knight_cards: 100 (a keypad holds up to 1000 cards, so up to 10 calls per tab). */
const KEYPAD_CARDS_PER_CALL = 100;
/** Spec silent on per_page for card_masters: 100 (the organization's up to 1000 cards in at most 10 calls). */
const CARD_MASTERS_PER_CALL = 100;

/**
 * The urgency of GET locks in the pool (CallPool.run): the list comes without a total, so page after page, and every
 * keypad's calls wait for its page; the next page starts before any waiting call, so the chain never waits in line.
 */
export const LOCK_PAGES_URGENCY = 1;

/** Every lock, and what was read of the keypads on them (both tabs of each, as keypadPins and keypadCards read). */
export interface LocksAndKeypads {
  readonly locks: ReadonlyArray<Lock>;
  readonly pins: ReadonlyArray<OnKeypad<Pin>>;
  readonly cards: ReadonlyArray<OnKeypad<KeypadCard>>;
}

/** One page of a keypad tab, and the count of both tabs (total_with_registering). */
interface KeypadTabPage<T> {
  readonly page: Page<T>;
  readonly withRegistering: number;
}

const keypadPage = <T>(
  list: { readonly items: ReadonlyArray<T>; readonly total: number; readonly totalWithRegistering: number },
  query: KeypadListQuery,
): KeypadTabPage<T> => ({
  page: { items: list.items, total: list.total, page: query.page, perPage: query.perPage },
  withRegistering: list.totalWithRegistering,
});

/**
 * The organization read whole, through a pool (at most four calls in flight, progress, cancel on leave): the
 * reads the access views share, each usable alone and each made only of the spec's own calls (devices-access §7).
 * Resolve one per screen (transient, like every use case): it reads in the page's organization.
 *
 *   const locks = await reads.locks(pool);                  // GET /v1/console/locks, every page
 *   const keypads = keypadsOf(locks.right);                 // no call: lock.knights
 *   const cards = await reads.keypadCards(pool, keypads);   // GET knight_cards, both tabs
 */
@injectable()
export class OrganizationReads {
  constructor(
    @inject(LockGateway) private readonly lockGateway: LockGateway,
    @inject(PinsGateway) private readonly pinsGateway: PinsGateway,
    @inject(CardsGateway) private readonly cardsGateway: CardsGateway,
    @inject(GroupsGateway) private readonly groupsGateway: GroupsGateway,
    @inject(GuestsGateway) private readonly guestsGateway: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  /**
   * Every lock (GET /v1/console/locks, no name filter, the server's order, every page by the one paging rule), its
   * pages first in the pool (LOCK_PAGES_URGENCY). `onLocks` is told the locks of each page as it arrives.
   */
  locks(pool: CallPool, onLocks?: (locks: ReadonlyArray<Lock>) => void): Promise<Outcome<ReadonlyArray<Lock>>> {
    return this.organization.run(async (organizationId) =>
      allPagesOf(
        pool,
        async (page) =>
          fromPortResult(
            await this.lockGateway.list({ organizationId, page, lockName: '', sort: null }),
            LOCK_MESSAGES.loadFailed,
          ),
        undefined,
        { urgency: LOCK_PAGES_URGENCY, ...(onLocks ? { onRows: onLocks } : {}) },
      ),
    );
  }

  /**
   * Every lock, and both tabs of the PINs and (or) the cards of every keypad on them: the same calls and answers as
   * locks, then keypadPins and keypadCards of keypadsOf(locks), but each page's keypads are asked for as soon as the
   * page arrives, so the pool stays full while the locks come page by page. The first failure answers (the locks'
   * first; then the PINs', then the cards', each in the keypads' order).
   */
  async locksWithKeypads(
    pool: CallPool,
    what: { readonly pins: boolean; readonly cards: boolean },
  ): Promise<Outcome<LocksAndKeypads>> {
    const pinParts: Array<Promise<Outcome<ReadonlyArray<OnKeypad<Pin>>>>> = [];
    const cardParts: Array<Promise<Outcome<ReadonlyArray<OnKeypad<KeypadCard>>>>> = [];
    const locks = await this.locks(pool, (page) => {
      const keypads = keypadsOf(page);
      if (what.pins) pinParts.push(this.keypadPins(pool, keypads));
      if (what.cards) cardParts.push(this.keypadCards(pool, keypads));
    });
    if (E.isLeft(locks)) return locks;
    const pins = joinParts(await Promise.all(pinParts));
    if (E.isLeft(pins)) return pins;
    const cards = joinParts(await Promise.all(cardParts));
    if (E.isLeft(cards)) return cards;
    return E.right({ locks: locks.right, pins: pins.right, cards: cards.right });
  }

  /**
   * The organization's cards (card masters) with a user or without: card_masters by is_guest_registered, all pages.
   * `onCards` is told the cards of each page as it is read.
   */
  cardMasters(
    pool: CallPool,
    withUser: boolean,
    onCards?: (cards: ReadonlyArray<CardMaster>) => void,
  ): Promise<Outcome<ReadonlyArray<CardMaster>>> {
    return this.organization.run((organizationId) =>
      allPagesOf(
        pool,
        async (page) =>
          fromPortResult(
            await this.cardsGateway.search({
              organizationId,
              page,
              perPage: CARD_MASTERS_PER_CALL,
              isGuestRegistered: withUser,
            }),
            CARD_MESSAGES.listFailed,
          ),
        undefined,
        onCards ? { onRows: onCards } : {},
      ),
    );
  }

  /**
   * Every keypad's PINs, both tabs (GET knight_pins with is_registered true, then false). The registered tab's
   * total_with_registering counts both tabs (failed jobs included): the registering tab is asked for only when it
   * is larger than the registered total, so a keypad with nothing registering costs one call.
   */
  keypadPins(pool: CallPool, keypads: ReadonlyArray<KeypadOfLock>): Promise<Outcome<ReadonlyArray<OnKeypad<Pin>>>> {
    return this.bothTabsOfEach(pool, keypads, PINS_PER_CALL, async (query) =>
      E.map((list: PinList) => keypadPage<Pin>(list, query))(
        fromPortResult(await this.pinsGateway.list(query), PIN_MESSAGES.loadFailed),
      ),
    );
  }

  /** Every keypad's IC cards, both tabs (GET knight_cards), read as the PINs are. */
  keypadCards(
    pool: CallPool,
    keypads: ReadonlyArray<KeypadOfLock>,
  ): Promise<Outcome<ReadonlyArray<OnKeypad<KeypadCard>>>> {
    return this.bothTabsOfEach(pool, keypads, KEYPAD_CARDS_PER_CALL, async (query) =>
      E.map((list: KeypadCardList) => keypadPage<KeypadCard>(list, query))(
        fromPortResult(await this.cardsGateway.keypadCards(query), CARD_MESSAGES.listFailed),
      ),
    );
  }

  /**
   * Every group of the organization, the whole (organization-wide) one included: GET groups/search with no name.
   * Its answer carries each group's conditions (group_term_of_validity), as the groups list shows them
   * (devices-access §2), so no GET groups/{id} is needed for them.
   */
  groups(pool: CallPool): Promise<Outcome<ReadonlyArray<Group>>> {
    return this.organization.run((organizationId) =>
      pool.run(async () =>
        fromPortResult(await this.groupsGateway.search(organizationId, ''), GROUP_MESSAGES.listFailed),
      ),
    );
  }

  /**
   * Every group read one by one (GET groups/{id}) after the search: for a view that needs the detail's own answer
   * (its guests list) rather than the search's. The whole group is read too (the caller decides what to show).
   */
  groupsWithDetails(pool: CallPool): Promise<Outcome<ReadonlyArray<Group>>> {
    return this.organization.run(async () => {
      const found = await this.groups(pool);
      if (E.isLeft(found)) return found;
      const details = await Promise.all(
        found.right.map((group) =>
          pool.run(async () => fromPortResult(await this.groupsGateway.get(group.id), GROUP_MESSAGES.loadFailed)),
        ),
      );
      const failed = details.find(E.isLeft);
      if (failed) return failed;
      return E.right(details.flatMap((d) => (E.isRight(d) ? [d.right] : [])));
    });
  }

  /**
   * Every guest with its groups: GET guests/all, one call for the whole organization (guests/search would be a
   * call per ten guests, devices-access §9).
   */
  guests(pool: CallPool): Promise<Outcome<ReadonlyArray<Guest>>> {
    return this.organization.run((organizationId) =>
      pool.run(async () => fromPortResult(await this.guestsGateway.all(organizationId), GUEST_MESSAGES.loadFailed)),
    );
  }

  /**
   * The groups the given guests are invited to (an unconnected guest is invited, not a member: its groups are
   * group_invitations). Asked the cheaper way: per guest (GET group_invitations/guest) when there are fewer guests
   * than groups, otherwise per group (GET group_invitations/group). Answers a map from guest to group ids; a guest
   * with no invitation is absent.
   */
  async invitations(
    pool: CallPool,
    guestIds: ReadonlyArray<GuestId>,
    groupIds: ReadonlyArray<GroupId>,
  ): Promise<Outcome<ReadonlyMap<GuestId, ReadonlyArray<GroupId>>>> {
    const invited = new Map<GuestId, GroupId[]>();
    const add = (guestId: GuestId, groupId: GroupId): void => {
      const list = invited.get(guestId);
      if (list) list.push(groupId);
      else invited.set(guestId, [groupId]);
    };
    if (guestIds.length === 0) return E.right(invited);
    if (guestIds.length <= groupIds.length) {
      const answers = await Promise.all(
        guestIds.map((guestId) =>
          pool.run(async () =>
            E.map((groups: ReadonlyArray<GroupId>) => ({ guestId, groups }))(
              fromPortResult(await this.guestsGateway.groupsOf(guestId), GUEST_MESSAGES.loadFailed),
            ),
          ),
        ),
      );
      const failed = answers.find(E.isLeft);
      if (failed) return failed;
      for (const answer of answers)
        if (E.isRight(answer)) answer.right.groups.forEach((g) => add(answer.right.guestId, g));
      return E.right(invited);
    }
    const wanted = new Set(guestIds);
    const answers = await Promise.all(
      groupIds.map((groupId) =>
        pool.run(async () =>
          E.map((guests: ReadonlyArray<GuestId>) => ({ groupId, guests }))(
            fromPortResult(await this.groupsGateway.invitedGuests(groupId), GROUP_MESSAGES.loadFailed),
          ),
        ),
      ),
    );
    const failed = answers.find(E.isLeft);
    if (failed) return failed;
    for (const answer of answers)
      if (E.isRight(answer))
        answer.right.guests.filter((g) => wanted.has(g)).forEach((g) => add(g, answer.right.groupId));
    return E.right(invited);
  }

  private async bothTabsOfEach<T>(
    pool: CallPool,
    keypads: ReadonlyArray<KeypadOfLock>,
    perPage: number,
    fetch: (query: KeypadListQuery) => Promise<Outcome<KeypadTabPage<T>>>,
  ): Promise<Outcome<ReadonlyArray<OnKeypad<T>>>> {
    const tabOf = async (
      keypadId: KeypadId,
      isRegistered: boolean,
    ): Promise<Outcome<{ items: ReadonlyArray<T>; total: number; withRegistering: number }>> => {
      let withRegistering = 0;
      let total = 0;
      const items = await allPagesOf(pool, async (page) => {
        const answer = await fetch({ keypadId, page, perPage, isRegistered });
        if (E.isRight(answer) && page === 1) {
          withRegistering = answer.right.withRegistering;
          total = answer.right.page.total;
        }
        return E.map((a: KeypadTabPage<T>) => a.page)(answer);
      });
      return E.map((list: ReadonlyArray<T>) => ({ items: list, total, withRegistering }))(items);
    };
    const answers = await Promise.all(
      keypads.map(async (keypad): Promise<Outcome<OnKeypad<T>>> => {
        const registered = await tabOf(keypad.keypad.id, true);
        if (E.isLeft(registered)) return registered;
        if (registered.right.withRegistering <= registered.right.total)
          return E.right({ keypad, registered: registered.right.items, registering: [] });
        const registering = await tabOf(keypad.keypad.id, false);
        if (E.isLeft(registering)) return registering;
        return E.right({ keypad, registered: registered.right.items, registering: registering.right.items });
      }),
    );
    const failed = answers.find(E.isLeft);
    if (failed) return failed;
    return E.right(answers.flatMap((a) => (E.isRight(a) ? [a.right] : [])));
  }
}

/** Parts read one after the other, joined in order: the first failure, or every row. */
const joinParts = <T>(parts: ReadonlyArray<Outcome<ReadonlyArray<T>>>): Outcome<ReadonlyArray<T>> => {
  const failed = parts.find(E.isLeft);
  if (failed) return failed;
  return E.right(parts.flatMap((p) => (E.isRight(p) ? p.right : [])));
};

/** Every keypad of the locks, with its lock and side, outdoor first on each lock (lock.knights: no call). */
export const keypadsOf = (locks: ReadonlyArray<Lock>): ReadonlyArray<KeypadOfLock> =>
  locks.flatMap((lock) =>
    lock.keypads
      .map((keypad) => ({ lock, keypad, side: sideOfKeypad(keypad.useCase) }))
      .sort((a, b) => sideRank(a.side) - sideRank(b.side)),
  );

const sideRank = (side: KeypadSide | null): number => (side === 'outdoor' ? 0 : side === 'indoor' ? 1 : 2);
