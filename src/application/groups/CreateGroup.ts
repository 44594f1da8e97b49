import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Group, GroupId } from '../../domain/groups/group';
import { hasSettingsOf } from '../../domain/groups/groupChanges';
import { type GroupForm, groupDraftOf } from '../../domain/groups/groupForm';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { validateGroupForm } from '../../domain/groups/validation';
import { CREATED_THINGS } from '../../domain/shared/lostAnswer';
import { hasErrors } from '../../domain/shared/validation';
import { GroupsGateway } from './ports/GroupsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
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
