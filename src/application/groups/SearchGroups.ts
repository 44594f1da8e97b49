import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { type Group, visibleGroups } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { GroupsGateway } from '../ports/GroupsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { messageOf } from '../shared/messageOf';

/** The groups list: the current organization's groups by name, the whole group left out (spec section 3). */
@injectable()
export class SearchGroups {
  constructor(
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(name: string): Promise<E.Either<string, ReadonlyArray<Group>>> {
    const id = this.organization.id();
    if (E.isLeft(id)) return E.left(messageOf(id.left, GROUP_MESSAGES.listFailed));
    const result = await this.groups.search(id.right, name.trim());
    return E.isLeft(result) ? E.left(messageOf(result.left, GROUP_MESSAGES.listFailed)) : E.right(visibleGroups(result.right));
  }
}
