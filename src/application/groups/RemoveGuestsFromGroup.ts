import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import type { BulkResult } from '../../domain/shared/bulk';
import { GroupsGateway } from './ports/GroupsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import { changeGuestsInGroup, type TickedGuest } from './changeGuestsInGroup';

/** The guests list's 「グループから外す」: every ticked guest out of one group, each with its own answer. */
@injectable()
export class RemoveGuestsFromGroup {
  constructor(
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(
    groupId: GroupId,
    guests: ReadonlyArray<TickedGuest>,
    pool: CallPool,
    onResult: (result: BulkResult<TickedGuest>) => void = () => undefined,
  ): Promise<Outcome<ReadonlyArray<BulkResult<TickedGuest>>>> {
    return changeGuestsInGroup(this.groups, this.organization, { groupId, guests, join: false }, pool, onResult);
  }
}
