import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupId } from '../../domain/groups/group';
import { membershipSourceOf, type GuestId } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { validateGuestRename } from '../../domain/guests/validation';
import { hasErrors } from '../../domain/shared/validation';
import { GroupsGateway } from '../groups/ports/GroupsGateway';
import { GuestsGateway } from './ports/GuestsGateway';
import type { PortError } from '../ports/PortError';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';

export interface GuestEdit {
  readonly id: GuestId;
  readonly name: string;
  /** The groups as loaded, and as ticked now: only the difference is sent. */
  readonly groupsBefore: ReadonlyArray<GroupId>;
  readonly groupsAfter: ReadonlyArray<GroupId>;
  /** Decides the calls: group_guests for a connected guest, group_invitations/guest otherwise (membershipSourceOf). */
  readonly isConnected: boolean;
}

/** The guest edit: rename (PATCH), then add to and remove from groups through the record that holds them. */
@injectable()
export class SaveGuest {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(edit: GuestEdit): Promise<Outcome<void>> {
    const errors = validateGuestRename({ name: edit.name });
    if (hasErrors(errors)) return E.left(AppErrors.invalidFields(errors));
    const fail = (error: PortError) =>
      E.left(fromPort(error, GUEST_MESSAGES.saveFailed, { messages: { NotFound: CONFLICT_MESSAGES.gone('利用者') } }));
    const refused = this.organization.refusal();
    if (refused) return E.left(refused);
    const renamed = await this.guests.rename(edit.id, edit.name.trim());
    if (E.isLeft(renamed)) return fail(renamed.left);
    const added = edit.groupsAfter.filter((id) => !edit.groupsBefore.includes(id));
    const removed = edit.groupsBefore.filter((id) => !edit.groupsAfter.includes(id));
    const members = membershipSourceOf(edit) === 'members';
    if (added.length > 0) {
      const invited = members
        ? await this.groups.attachGuests(added, [edit.id])
        : await this.guests.invite(edit.id, added);
      if (E.isLeft(invited)) return fail(invited.left);
    }
    if (removed.length > 0) {
      const withdrawn = members
        ? await this.groups.detachGuests(removed, [edit.id])
        : await this.guests.uninvite(edit.id, removed);
      if (E.isLeft(withdrawn)) return fail(withdrawn.left);
    }
    return E.right(undefined);
  }
}
