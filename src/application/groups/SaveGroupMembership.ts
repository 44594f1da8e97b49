import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import type { GuestId, MembershipSource } from '../../domain/guests/guest';
import type { Outcome } from '../shared/AppError';
import { SaveGroupMembers } from './SaveGroupMembers';

/** One pending tick of a group's guest tabs: who, in the group or not, and the record it is written to. */
export interface MembershipTick {
  readonly guestId: GuestId;
  readonly member: boolean;
  /** Where the tick is written (membershipSourceOf): ticks are kept across both tabs, which write different records. */
  readonly source: MembershipSource;
}

/**
 * The Save of a group's guest tabs: every pending tick once, from both tabs. Members (group_guests) and invitations
 * (group_invitations/group) are separate records, each saved by its own calls (SaveGroupMembers), members first; the
 * first failure stops the rest.
 */
@injectable()
export class SaveGroupMembership {
  constructor(@inject(SaveGroupMembers) private readonly saveMembers: SaveGroupMembers) {}

  async execute(groupId: GroupId, ticks: ReadonlyArray<MembershipTick>): Promise<Outcome<void>> {
    for (const source of ['members', 'invitations'] as const) {
      const mine = ticks.filter((tick) => tick.source === source);
      if (mine.length === 0) continue;
      const saved = await this.saveMembers.execute({
        groupId,
        add: mine.filter((tick) => tick.member).map((tick) => tick.guestId),
        remove: mine.filter((tick) => !tick.member).map((tick) => tick.guestId),
        source,
      });
      if (E.isLeft(saved)) return saved;
    }
    return E.right(undefined);
  }
}
