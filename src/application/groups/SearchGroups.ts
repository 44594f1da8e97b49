import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { type Group, visibleGroups } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { GroupsGateway } from './ports/GroupsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

/** The groups list: the current organization's groups by name, the whole group left out (devices-access §3). */
@injectable()
export class SearchGroups {
  constructor(
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(name: string): Promise<Outcome<ReadonlyArray<Group>>> {
    return E.map((groups: ReadonlyArray<Group>) => visibleGroups(groups))(
      await this.organization.call(GROUP_MESSAGES.listFailed, (id) => this.groups.search(id, name.trim())),
    );
  }
}
