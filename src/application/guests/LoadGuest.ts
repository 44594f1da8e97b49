import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { type Group, type GroupId, visibleGroups } from '../../domain/groups/group';
import { membershipSourceOf, type Guest, type GuestId } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { GroupsGateway } from '../groups/ports/GroupsGateway';
import { GuestsGateway } from './ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';

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

  async execute(id: GuestId): Promise<Outcome<GuestDetail>> {
    if (!Number.isInteger(id) || id <= 0) return E.left(AppErrors.notFound(GUEST_MESSAGES.loadFailed));
    return this.organization.run(async (organizationId) => {
      const [guest, groups] = await Promise.all([this.guests.get(id), this.groups.search(organizationId, '')]);
      // a guest deleted meanwhile is said to be gone (the edit screen links back to the list)
      if (E.isLeft(guest))
        return E.left(
          fromPort(guest.left, GUEST_MESSAGES.loadFailed, { messages: { NotFound: CONFLICT_MESSAGES.gone('利用者') } }),
        );
      if (E.isLeft(groups)) return E.left(fromPort(groups.left, GUEST_MESSAGES.loadFailed));
      const memberOf =
        membershipSourceOf(guest.right) === 'members'
          ? E.right(guest.right.groups.map((g) => g.id))
          : await this.guests.groupsOf(id);
      if (E.isLeft(memberOf)) return E.left(fromPort(memberOf.left, GUEST_MESSAGES.loadFailed));
      const choosable = visibleGroups(groups.right);
      return E.right({
        guest: guest.right,
        groups: choosable,
        groupIds: memberOf.right.filter((gid) => choosable.some((g) => g.id === gid)),
      });
    });
  }
}
