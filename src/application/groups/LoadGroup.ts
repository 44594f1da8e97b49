import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Group, GroupId } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';
import { GroupsGateway } from './ports/GroupsGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

/** One group for its settings screen; the whole group is not a manager's to edit (NotFound). */
@injectable()
export class LoadGroup {
  constructor(@inject(GroupsGateway) private readonly groups: GroupsGateway) {}

  async execute(id: GroupId): Promise<Outcome<Group>> {
    if (!Number.isInteger(id) || id <= 0) return E.left(AppErrors.notFound(GROUP_MESSAGES.loadFailed));
    const result = await this.groups.get(id);
    // a group deleted meanwhile is said to be gone (the edit screen links back to the list)
    if (E.isLeft(result))
      return E.left(
        fromPort(result.left, GROUP_MESSAGES.loadFailed, {
          messages: { NotFound: CONFLICT_MESSAGES.gone('鍵グループ') },
        }),
      );
    return result.right.whole ? E.left(AppErrors.notFound(GROUP_MESSAGES.loadFailed)) : E.right(result.right);
  }
}
