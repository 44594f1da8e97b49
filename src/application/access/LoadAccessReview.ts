import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { reviewSteps, type AccessReview } from '../../domain/access/review';
import { Clock } from '../ports/Clock';
import type { Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import { inSlices } from '../shared/inSlices';
import type { Group, GroupId } from '../../domain/groups/group';
import type { Guest, GuestId } from '../../domain/guests/guest';
import { OrganizationReads } from './organizationReads';

/**
 * アクセスの点検: the whole organization read through the pool, then reviewed at the moment the reading ends
 * (review.ts). The calls (devices-access §7): GET locks (every page), knight_pins and knight_cards of every keypad
 * (the registering tab only where there is one), groups/search, guests/all, card_masters without a user, and the
 * group invitations of the unconnected guests in no group (the cheaper way: per guest or per group).
 */
@injectable()
export class LoadAccessReview {
  constructor(
    @inject(OrganizationReads) private readonly reads: OrganizationReads,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(pool: CallPool): Promise<Outcome<AccessReview>> {
    // the four reads that need nothing first start together; each page's keypads follow it, and the invitations
    // follow the groups and the guests without waiting for the rest
    const groupsAndGuests = Promise.all([this.reads.groups(pool), this.reads.guests(pool)] as const);
    const [locksAndKeypads, [groups, guests], cardsWithoutUser, invitations] = await Promise.all([
      this.reads.locksWithKeypads(pool, { pins: true, cards: true }),
      groupsAndGuests,
      this.reads.cardMasters(pool, false),
      groupsAndGuests.then(([g, u]) => (E.isLeft(g) ? g : E.isLeft(u) ? u : this.invitedOf(pool, g.right, u.right))),
    ]);
    if (E.isLeft(locksAndKeypads)) return locksAndKeypads;
    if (E.isLeft(groups)) return groups;
    if (E.isLeft(guests)) return guests;
    if (E.isLeft(cardsWithoutUser)) return cardsWithoutUser;
    if (E.isLeft(invitations)) return invitations;
    const namedIds = new Set(groups.right.filter((group) => !group.whole).map((group) => group.id));

    // a large organization's thousands of credentials and guests: evaluated a slice at a time, never one long task
    return E.right(
      await inSlices(
        reviewSteps(
          {
            ...locksAndKeypads.right,
            groups: groups.right,
            guests: guests.right,
            cardsWithoutUser: cardsWithoutUser.right,
            invitedGuestIds: new Set(
              [...invitations.right]
                .filter(([, ids]) => ids.some((id) => namedIds.has(id)))
                .map(([guestId]) => guestId),
            ),
          },
          this.clock.now(),
        ),
      ),
    );
  }

  /**
   * The guests invited to a named group, of those who could be (an unconnected guest is invited rather than a member,
   * group_invitations): only the unconnected guests in no named group are asked, the cheaper way.
   */
  private invitedOf(
    pool: CallPool,
    groups: ReadonlyArray<Group>,
    guests: ReadonlyArray<Guest>,
  ): Promise<Outcome<ReadonlyMap<GuestId, ReadonlyArray<GroupId>>>> {
    const named = groups.filter((group) => !group.whole);
    const namedIds = new Set(named.map((group) => group.id));
    const candidates = guests
      .filter((guest) => !guest.isConnected && !guest.groups.some((g) => namedIds.has(g.id)))
      .map((guest) => guest.id);
    return this.reads.invitations(
      pool,
      candidates,
      named.map((group) => group.id),
    );
  }
}
