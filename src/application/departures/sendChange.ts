import * as E from 'fp-ts/Either';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { DEPARTURE_MESSAGES } from '../../domain/departures/messages';
import type { DepartureChange } from '../../domain/departures/plan';
import type { ChangeAnswer } from '../../domain/departures/record';
import { GROUP_MESSAGES } from '../../domain/groups/messages';
import type { GuestId } from '../../domain/guests/guest';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import type { CardsGateway } from '../cards/ports/CardsGateway';
import type { GroupsGateway } from '../groups/ports/GroupsGateway';
import type { PinsGateway } from '../pins/ports/PinsGateway';
import type { PortError } from '../ports/PortError';
import { fromPort } from '../shared/AppError';

/** The server's own refusals (not a lost connection or an unreadable answer, which a retry may fix). */
const REFUSALS: ReadonlySet<PortError['_tag']> = new Set(['Invalid', 'Conflict', 'PlanLimit']);

/** The ports a departure's changes are made through. */
export interface DeparturePorts {
  readonly groups: GroupsGateway;
  readonly cards: CardsGateway;
  readonly pins: PinsGateway;
}

/**
 * One change, one request of the spec: out of a group (group_guests/detach for a member, the group's invitations for
 * an unconnected guest), a card off a keypad (DELETE /pad_cards/{id}), a PIN off its keypad (DELETE /pad_pins/{id}).
 * A 404 means it is gone already (an earlier answer was lost after the server applied it): done, and said so.
 */
export const sendChange = async (
  ports: DeparturePorts,
  guestId: GuestId,
  change: DepartureChange,
): Promise<ChangeAnswer> => {
  const answerOf = (answer: E.Either<PortError, void>, fallback: string): ChangeAnswer => {
    if (E.isRight(answer)) return { ok: true };
    if (answer.left._tag === 'NotFound') return { ok: true, note: DEPARTURE_MESSAGES.alreadyGone };
    return { ok: false, message: fromPort(answer.left, fallback).message };
  };
  switch (change.kind) {
    case 'leave-group': {
      const sent =
        change.source === 'members'
          ? await ports.groups.detachGuests([change.groupId], [guestId])
          : await ports.groups.uninviteGuests(change.groupId, [guestId]);
      // the server refused to take someone out of the organization-wide group: what the manager does instead
      if (change.whole && E.isLeft(sent) && REFUSALS.has(sent.left._tag))
        return { ok: false, message: DEPARTURE_MESSAGES.wholeGroupRefused };
      return answerOf(sent, GROUP_MESSAGES.saveFailed);
    }
    case 'unassign-card':
      return answerOf(await ports.cards.unassign(change.keypadCardId), CARD_MESSAGES.deleteFailed);
    case 'delete-pin':
      return answerOf(await ports.pins.remove(change.pinId), PIN_MESSAGES.deleteFailed);
  }
};
