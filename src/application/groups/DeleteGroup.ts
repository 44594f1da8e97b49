import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { GroupsGateway } from '../ports/GroupsGateway';
import { messageOf } from '../shared/messageOf';

@injectable()
export class DeleteGroup {
  constructor(@inject(GroupsGateway) private readonly groups: GroupsGateway) {}

  async execute(id: GroupId): Promise<E.Either<string, void>> {
    return E.mapLeft((error: Parameters<typeof messageOf>[0]) => messageOf(error, GROUP_MESSAGES.deleteFailed))(await this.groups.remove(id));
  }
}
