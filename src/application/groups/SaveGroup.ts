import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { type GroupForm, groupDraftOf } from '../../domain/groups/groupForm';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { validateGroupForm } from '../../domain/groups/validation';
import type { FieldErrors } from '../../domain/shared/validation';
import { hasErrors } from '../../domain/shared/validation';
import { GroupsGateway } from '../ports/GroupsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { messageOf } from '../shared/messageOf';

export type SaveGroupFailure =
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<GroupForm> }
  | { readonly kind: 'failed'; readonly message: string };

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

  async execute(input: { readonly id?: GroupId; readonly form: GroupForm }): Promise<E.Either<SaveGroupFailure, GroupId>> {
    const fallback = input.id === undefined ? GROUP_MESSAGES.createFailed : GROUP_MESSAGES.saveFailed;
    const errors = validateGroupForm(input.form);
    if (hasErrors(errors)) return E.left({ kind: 'invalid', errors });
    const organizationId = this.organization.id();
    if (E.isLeft(organizationId)) return E.left({ kind: 'failed', message: messageOf(organizationId.left, fallback) });
    const draft = groupDraftOf(input.form);
    const { id } = input;
    const result = id === undefined
      ? await this.groups.create(organizationId.right, draft)
      : E.map(() => id)(await this.groups.update(id, organizationId.right, draft));
    return E.mapLeft((error: Parameters<typeof messageOf>[0]) => ({ kind: 'failed' as const, message: messageOf(error, fallback) }))(result);
  }
}
