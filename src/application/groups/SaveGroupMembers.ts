import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import type { GuestId, MembershipSource } from '../../domain/guests/guest';
import { GroupsGateway } from './ports/GroupsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';

export interface MembershipChange {
  readonly groupId: GroupId;
  readonly add: ReadonlyArray<GuestId>;
  readonly remove: ReadonlyArray<GuestId>;
  /** The connected tab writes members (group_guests), the unconnected tab invitations (group_invitations/group). */
  readonly source: MembershipSource;
}

/** The Save of a group's guest tab: add the newly ticked guests, remove the unticked ones, through the tab's record. */
@injectable()
export class SaveGroupMembers {
  constructor(
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(change: MembershipChange): Promise<Outcome<void>> {
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const members = change.source === 'members';
    if (change.add.length > 0) {
      const added = members
        ? await this.groups.attachGuests([change.groupId], change.add)
        : await this.groups.inviteGuests(change.groupId, change.add);
      const attached = fromPortResult(added, GROUP_MESSAGES.saveFailed);
      if (E.isLeft(attached)) return attached;
    }
    if (change.remove.length > 0) {
      const removed = members
        ? await this.groups.detachGuests([change.groupId], change.remove)
        : await this.groups.uninviteGuests(change.groupId, change.remove);
      return fromPortResult(removed, GROUP_MESSAGES.saveFailed);
    }
    return E.right(undefined);
  }
}
