import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { type Group, visibleGroups } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { GroupsGateway } from './ports/GroupsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';
import { HeadStart } from '../shared/HeadStart';
import type { OrganizationId } from '../../domain/shared/ids';

const searchKey = (organizationId: OrganizationId, name: string) => ['groups-search', organizationId, name];

/** The groups list: the current organization's groups by name, the whole group left out (devices-access §3). */
@injectable()
export class SearchGroups {
  constructor(
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(HeadStart) private readonly headStart: HeadStart,
  ) {}

  async execute(name: string): Promise<Outcome<ReadonlyArray<Group>>> {
    const term = name.trim();
    return E.map((groups: ReadonlyArray<Group>) => visibleGroups(groups))(
      await this.organization.call(
        GROUP_MESSAGES.listFailed,
        // the list's first read may have been asked for while the guard refreshed the session (GroupsHeadStart)
        (id) => this.headStart.take(searchKey(id, term)) ?? this.groups.search(id, term),
      ),
    );
  }
}

/** 鍵グループ's first read, every group (no name), asked for beside the guard's refresh on entering it (HeadStart). */
@injectable()
export class GroupsHeadStart {
  constructor(
    @inject(HeadStart) private readonly headStart: HeadStart,
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
  ) {}

  start(): void {
    this.headStart.start((id) => [{ key: searchKey(id, ''), answer: this.groups.search(id, '') }]);
  }
}
