import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { GroupsGateway } from '../ports/GroupsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';

@injectable()
export class DeleteGroup {
  constructor(@inject(GroupsGateway) private readonly groups: GroupsGateway) {}

  async execute(id: GroupId): Promise<Outcome<void>> {
    return fromPortResult(await this.groups.remove(id), GROUP_MESSAGES.deleteFailed);
  }
}
