import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { type Group, type GroupId, visibleGroups } from '../../domain/groups/group';
import { membershipSourceOf, type Guest, type GuestId } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { GroupsGateway } from '../ports/GroupsGateway';
import { GuestsGateway } from '../ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { messageOf } from '../shared/messageOf';

export interface GuestDetail {
  readonly guest: Guest;
  /** Every group the manager can choose from (whole groups left out). */
  readonly groups: ReadonlyArray<Group>;
  /** The guest's groups: its own `groups` when connected, its group_invitations otherwise (membershipSourceOf). */
  readonly groupIds: ReadonlyArray<GroupId>;
}

/** The guest edit screen: the guest, the organization's groups and the groups the guest is in. */
@injectable()
export class LoadGuest {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(id: GuestId): Promise<E.Either<string, GuestDetail>> {
    const fail = (error: Parameters<typeof messageOf>[0]) => E.left(messageOf(error, GUEST_MESSAGES.loadFailed));
    if (!Number.isInteger(id) || id <= 0) return E.left(GUEST_MESSAGES.loadFailed);
    const organizationId = this.organization.id();
    if (E.isLeft(organizationId)) return fail(organizationId.left);
    const [guest, groups] = await Promise.all([this.guests.get(id), this.groups.search(organizationId.right, '')]);
    if (E.isLeft(guest)) return fail(guest.left);
    if (E.isLeft(groups)) return fail(groups.left);
    const memberOf = membershipSourceOf(guest.right) === 'members' ? E.right(guest.right.groups.map((g) => g.id)) : await this.guests.groupsOf(id);
    if (E.isLeft(memberOf)) return fail(memberOf.left);
    const choosable = visibleGroups(groups.right);
    return E.right({ guest: guest.right, groups: choosable, groupIds: memberOf.right.filter((gid) => choosable.some((g) => g.id === gid)) });
  }
}
