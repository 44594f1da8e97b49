import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { reviewOf, type AccessReview } from '../../domain/access/review';
import { Clock } from '../ports/Clock';
import type { Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import { keypadsOf, OrganizationReads } from './organizationReads';

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
    // the four reads that need nothing first start together; the keypads' lists follow the locks
    const [locksAndKeypads, groups, guests, cardsWithoutUser] = await Promise.all([
      this.reads.locks(pool).then(async (locks) => {
        if (E.isLeft(locks)) return locks;
        const keypads = keypadsOf(locks.right);
        const [pins, cards] = await Promise.all([
          this.reads.keypadPins(pool, keypads),
          this.reads.keypadCards(pool, keypads),
        ]);
        if (E.isLeft(pins)) return pins;
        if (E.isLeft(cards)) return cards;
        return E.right({ locks: locks.right, pins: pins.right, cards: cards.right });
      }),
      this.reads.groups(pool),
      this.reads.guests(pool),
      this.reads.cardMasters(pool, false),
    ]);
    if (E.isLeft(locksAndKeypads)) return locksAndKeypads;
    if (E.isLeft(groups)) return groups;
    if (E.isLeft(guests)) return guests;
    if (E.isLeft(cardsWithoutUser)) return cardsWithoutUser;

    // an unconnected guest is invited rather than a member (group_invitations): only those with no group are asked
    const named = groups.right.filter((group) => !group.whole);
    const namedIds = new Set(named.map((group) => group.id));
    const candidates = guests.right
      .filter((guest) => !guest.isConnected && !guest.groups.some((g) => namedIds.has(g.id)))
      .map((guest) => guest.id);
    const invitations = await this.reads.invitations(
      pool,
      candidates,
      named.map((group) => group.id),
    );
    if (E.isLeft(invitations)) return invitations;

    return E.right(
      reviewOf(
        {
          ...locksAndKeypads.right,
          groups: groups.right,
          guests: guests.right,
          cardsWithoutUser: cardsWithoutUser.right,
          invitedGuestIds: new Set(
            [...invitations.right].filter(([, ids]) => ids.some((id) => namedIds.has(id))).map(([guestId]) => guestId),
          ),
        },
        this.clock.now(),
      ),
    );
  }
}
