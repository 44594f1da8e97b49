import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import type { GuestId } from '../../domain/guests/guest';
import { GroupsGateway } from '../ports/GroupsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';

export interface MembershipChange {
  readonly groupId: GroupId;
  readonly add: ReadonlyArray<GuestId>;
  readonly remove: ReadonlyArray<GuestId>;
}

/** The Save of a group's guest tab: attach the newly ticked guests, detach the unticked ones. */
@injectable()
export class SaveGroupMembers {
  constructor(@inject(GroupsGateway) private readonly groups: GroupsGateway) {}

  async execute(change: MembershipChange): Promise<Outcome<void>> {
    if (change.add.length > 0) {
      const attached = fromPortResult(await this.groups.attachGuests([change.groupId], change.add), GROUP_MESSAGES.saveFailed);
      if (E.isLeft(attached)) return attached;
    }
    if (change.remove.length > 0) return fromPortResult(await this.groups.detachGuests([change.groupId], change.remove), GROUP_MESSAGES.saveFailed);
    return E.right(undefined);
  }
}
