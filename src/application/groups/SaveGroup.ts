import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { type GroupForm, groupDraftOf } from '../../domain/groups/groupForm';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { validateGroupForm } from '../../domain/groups/validation';
import { hasErrors } from '../../domain/shared/validation';
import { GroupsGateway } from '../ports/GroupsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';

/**
 * Creates a group (no id) or updates one: checks every rule of spec section 5 first, so a
 * form that breaks one never reaches the server, then encodes the conditions for the wire.
 */
@injectable()
export class SaveGroup {
  constructor(
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(input: { readonly id?: GroupId; readonly form: GroupForm }): Promise<Outcome<GroupId>> {
    const errors = validateGroupForm(input.form);
    if (hasErrors(errors)) return E.left(AppErrors.invalidFields(errors));
    const { id } = input;
    const draft = groupDraftOf(input.form);
    return id === undefined
      ? this.organization.call(GROUP_MESSAGES.createFailed, (organizationId) => this.groups.create(organizationId, draft))
      : this.organization.run(async (organizationId) => E.map(() => id)(fromPortResult(await this.groups.update(id, organizationId, draft), GROUP_MESSAGES.saveFailed)));
  }
}
