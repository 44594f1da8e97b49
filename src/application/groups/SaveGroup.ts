import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Group } from '../../domain/groups/group';
import { groupChanges, groupDraftOnto } from '../../domain/groups/groupChanges';
import type { GroupForm } from '../../domain/groups/groupForm';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { validateGroupForm } from '../../domain/groups/validation';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';
import { hasErrors } from '../../domain/shared/validation';
import { GroupsGateway } from './ports/GroupsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';

export interface GroupSave {
  /** The group as the page loaded it: what the manager's edit is measured against. */
  readonly loaded: Group;
  readonly form: GroupForm;
  /** The manager saw what changed meanwhile and asked to apply the edit on the current group. */
  readonly onCurrent?: boolean;
}

/**
 * Updates a group. PATCH sends the whole group, so it is read again first: changed since the page loaded
 * → nothing is written (Changed, field by field); deleted → NotFound (the screen says it is gone). What is
 * sent is the manager's edited fields on top of the group as it is now; an untouched field keeps its exact
 * current value (a period from 09:30 stays from 09:30). Returns the group as saved.
 */
@injectable()
export class SaveGroup {
  constructor(
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute({ loaded, form, onCurrent = false }: GroupSave): Promise<Outcome<Group>> {
    const errors = validateGroupForm(form);
    if (hasErrors(errors)) return E.left(AppErrors.invalidFields(errors));
    const gone = { messages: { NotFound: CONFLICT_MESSAGES.gone('鍵グループ') } };
    return this.organization.run(async (organizationId) => {
      const reread = fromPortResult(await this.groups.get(loaded.id), GROUP_MESSAGES.saveFailed, gone);
      if (E.isLeft(reread)) return reread;
      const current = reread.right;
      const changes = groupChanges(loaded, current);
      if (!onCurrent && changes.length > 0)
        return E.left(AppErrors.changed(CONFLICT_MESSAGES.changedMeanwhile('鍵グループ'), changes));
      const draft = groupDraftOnto(current, loaded, form);
      const saved = fromPortResult(
        await this.groups.update(loaded.id, organizationId, draft),
        GROUP_MESSAGES.saveFailed,
        gone,
      );
      return E.map((): Group => ({ ...current, ...draft }))(saved);
    });
  }
}
