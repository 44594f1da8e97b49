import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import type { GuestId } from '../../domain/guests/guest';
import { GroupsGateway } from '../ports/GroupsGateway';
import { messageOf } from '../shared/messageOf';

/** The unconnected tab of a group: which guests are invited to it (group_invitations/group, see membershipSourceOf). */
@injectable()
export class LoadInvitedGuests {
  constructor(@inject(GroupsGateway) private readonly groups: GroupsGateway) {}

  async execute(groupId: GroupId): Promise<E.Either<string, ReadonlySet<GuestId>>> {
    const invited = await this.groups.invitedGuests(groupId);
    return E.isLeft(invited) ? E.left(messageOf(invited.left, GROUP_MESSAGES.loadFailed)) : E.right(new Set(invited.right));
  }
}
