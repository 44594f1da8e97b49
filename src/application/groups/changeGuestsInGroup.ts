import * as E from 'fp-ts/Either';
import type { GroupId } from '../../domain/groups/group';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import { membershipSourceOf, type Guest } from '../../domain/guests/guest';
import type { BulkResult } from '../../domain/shared/bulk';
import { MESSAGES } from '../../domain/shared/messages';
import type { GroupsGateway } from './ports/GroupsGateway';
import type { PortError } from '../ports/PortError';
import type { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPort, type Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import { sendEach } from '../shared/sendEach';

/** A ticked guest as the list showed it: its connection decides which record holds its groups. */
export type TickedGuest = Pick<Guest, 'id' | 'name' | 'isConnected'>;

/**
 * Several ticked guests into (or out of) one group, one request per guest so that each has its own answer: a
 * connected guest through group_guests attach/detach, an unconnected one through group_invitations/group (the
 * record the group's tabs and the guest detail read, membershipSourceOf). Answered 保存しました。 or the spec's
 * 保存に失敗しました。….
 */
export const changeGuestsInGroup = async (
  groups: GroupsGateway,
  organization: CurrentOrganization,
  change: { readonly groupId: GroupId; readonly guests: ReadonlyArray<TickedGuest>; readonly join: boolean },
  pool: CallPool,
  onResult: (result: BulkResult<TickedGuest>) => void,
): Promise<Outcome<ReadonlyArray<BulkResult<TickedGuest>>>> => {
  const refused = organization.refusal();
  if (refused) return E.left(refused);
  const { groupId, join } = change;
  const send = (guest: TickedGuest) => {
    const ids = [guest.id];
    if (membershipSourceOf(guest) === 'members')
      return join ? groups.attachGuests([groupId], ids) : groups.detachGuests([groupId], ids);
    return join ? groups.inviteGuests(groupId, ids) : groups.uninviteGuests(groupId, ids);
  };
  const sent = await sendEach(pool, change.guests, send, ({ item, answer }) => onResult(resultOf(item, answer)));
  return E.right(sent.map(({ item, answer }) => resultOf(item, answer)));
};

const resultOf = (guest: TickedGuest, answer: E.Either<PortError, void>): BulkResult<TickedGuest> =>
  E.isRight(answer)
    ? { item: guest, status: 'done', message: MESSAGES.saved }
    : { item: guest, status: 'failed', message: fromPort(answer.left, GROUP_MESSAGES.saveFailed).message };
