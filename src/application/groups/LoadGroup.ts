import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Group, GroupId } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { GroupsGateway } from '../ports/GroupsGateway';
import { messageOf } from '../shared/messageOf';

export type LoadGroupFailure = { readonly kind: 'not-found' | 'failed'; readonly message: string };

/** One group for its settings screen; the whole group is not a manager's to edit. */
@injectable()
export class LoadGroup {
  constructor(@inject(GroupsGateway) private readonly groups: GroupsGateway) {}

  async execute(id: GroupId): Promise<E.Either<LoadGroupFailure, Group>> {
    if (!Number.isInteger(id) || id <= 0) return E.left({ kind: 'not-found', message: GROUP_MESSAGES.loadFailed });
    const result = await this.groups.get(id);
    if (E.isLeft(result)) {
      return E.left({ kind: result.left._tag === 'NotFound' ? 'not-found' : 'failed', message: messageOf(result.left, GROUP_MESSAGES.loadFailed) });
    }
    return result.right.whole ? E.left({ kind: 'not-found', message: GROUP_MESSAGES.loadFailed }) : E.right(result.right);
  }
}
