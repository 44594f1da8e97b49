import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import type { GuestId } from '../../domain/guests/guest';
import { GroupsGateway } from './ports/GroupsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';

/** The unconnected tab of a group: which guests are invited to it (group_invitations/group, see membershipSourceOf). */
@injectable()
export class LoadInvitedGuests {
  constructor(@inject(GroupsGateway) private readonly groups: GroupsGateway) {}

  async execute(groupId: GroupId): Promise<Outcome<ReadonlySet<GuestId>>> {
    return E.map((ids: ReadonlyArray<GuestId>): ReadonlySet<GuestId> => new Set(ids))(
      fromPortResult(await this.groups.invitedGuests(groupId), GROUP_MESSAGES.loadFailed),
    );
  }
}
