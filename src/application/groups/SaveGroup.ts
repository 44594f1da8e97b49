import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Group, GroupId } from '../../domain/groups/group';
import { groupChanges, groupDraftOnto, hasSettingsOf } from '../../domain/groups/groupChanges';
import { type GroupForm, groupDraftOf } from '../../domain/groups/groupForm';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { validateGroupForm } from '../../domain/groups/validation';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';
import { CREATED_THINGS } from '../../domain/shared/lostAnswer';
import { hasErrors } from '../../domain/shared/validation';
import { GroupsGateway } from '../ports/GroupsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, fromPortResult, type Outcome } from '../shared/AppError';
import {
  answerMayBeLost,
  created,
  type Created,
  type CreateLookUp,
  noteExisting,
  settleLostCreate,
} from '../shared/lostAnswer';

/**
 * Creates a group: checks every rule of devices-access §5 first, so a form that breaks one never reaches
 * the server, then encodes the conditions for the wire. A lost or unreadable answer is settled by GET groups/search
 * with the name: a group with this name and these settings that was not listed before the send is the one sent
 * (one made earlier, by anyone, never counts).
 */
@injectable()
export class CreateGroup {
  constructor(
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(form: GroupForm): Promise<Outcome<Created<GroupId>>> {
    const errors = validateGroupForm(form);
    if (hasErrors(errors)) return E.left(AppErrors.invalidFields(errors));
    const draft = groupDraftOf(form);
    return this.organization.run(async (organizationId) => {
      const lookUp: CreateLookUp<Group> = {
        thing: CREATED_THINGS.group,
        read: async () =>
          E.map((found: ReadonlyArray<Group>) => found.filter((g) => !g.whole))(
            await this.groups.search(organizationId, draft.name),
          ),
        idOf: (group) => group.id,
        likeness: (group) => (group.name === draft.name && hasSettingsOf(group, draft) ? 'same' : 'other'),
      };
      const before = await noteExisting(lookUp);
      const sent = await this.groups.create(organizationId, draft);
      if (E.isRight(sent)) return E.right(created(sent.right));
      if (!answerMayBeLost(sent.left)) return E.left(fromPort(sent.left, GROUP_MESSAGES.createFailed));
      return E.map((found: Created<Group>): Created<GroupId> => ({ ...found, value: found.value.id }))(
        await settleLostCreate(lookUp, before),
      );
    });
  }
}

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
