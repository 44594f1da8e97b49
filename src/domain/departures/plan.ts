import type { CardPlacement, Door, GuestAccessReading, GuestAccessSubject } from '../access/guestAccess';
import { ACCESS_MESSAGES } from '../access/messages';
import type { CardMasterId, KeypadCardId } from '../cards/card';
import type { GroupId } from '../groups/group';
import { membershipSourceOf, type MembershipSource } from '../guests/guest';
import type { KeypadId } from '../keypads/registration';
import { doorLabelOf } from '../locks/doorLabel';
import type { KeypadSide } from '../keypads/keypadSide';
import type { Pin, PinId } from '../pins/pin';
import { DEPARTURE_MESSAGES } from './messages';

/**
 * 退職処理's plan: everything that gives the person a door, each as one change a single call of the spec undoes.
 * Nothing here is sent: the plan is shown, the manager confirms (and ticks the uncertain PINs), then each change runs.
 */

interface ChangeBase {
  /** Stable across readings of the same person: the kind and the id the call names. */
  readonly key: string;
  /** What the record says was done: 鍵グループ「正社員」から外す. */
  readonly what: string;
}

/** Out of a key group: group_guests/detach for a member, group_invitations for an unconnected (invited) guest. */
export interface LeaveGroup extends ChangeBase {
  readonly kind: 'leave-group';
  readonly groupId: GroupId;
  readonly groupName: string;
  /** The organization-wide group (hidden from the group list): tried like any other, with a plain fallback. */
  readonly whole: boolean;
  readonly source: MembershipSource;
  readonly doors: ReadonlyArray<Door>;
}

/** An IC card off one keypad: DELETE /pad_cards/{id} (the keypad card's id). */
export interface UnassignCard extends ChangeBase {
  readonly kind: 'unassign-card';
  readonly keypadCardId: KeypadCardId;
  readonly cardId: CardMasterId;
  readonly cardName: string;
  readonly keypadId: KeypadId;
  readonly door: Door;
  readonly side: KeypadSide | null;
}

/** A PIN off its keypad: DELETE /pad_pins/{id}. Always uncertain: a PIN carries only a name. */
export interface DeletePin extends ChangeBase {
  readonly kind: 'delete-pin';
  readonly pinId: PinId;
  readonly pinName: string;
  readonly keypadId: KeypadId;
  readonly door: Door;
  readonly side: KeypadSide | null;
  readonly uncertain: true;
}

export type DepartureChange = LeaveGroup | UnassignCard | DeletePin;

export interface DeparturePlan {
  readonly guest: GuestAccessSubject;
  readonly changes: ReadonlyArray<DepartureChange>;
  /** What no change here does and the manager must do instead, said plainly. */
  readonly notes: ReadonlyArray<string>;
}

/** A keypad of the organization with every PIN it lists (both tabs). */
export interface KeypadPins {
  readonly door: Door;
  readonly keypadId: KeypadId;
  readonly side: KeypadSide | null;
  readonly pins: ReadonlyArray<Pin>;
}

/** Names compared as a person reads them: width folded (NFKC), every space (full-width too) dropped. */
const folded = (name: string): string => name.normalize('NFKC').replace(/\s+/g, '');

/**
 * Whether a PIN's name names the person: it holds the person's whole name ('佐藤 健', '佐藤健（夜間）'). A family
 * name alone is not enough; the match stays uncertain either way and is unticked until the manager ticks it.
 */
export const pinNameMatches = (pinName: string, personName: string): boolean => {
  const person = folded(personName);
  return person !== '' && folded(pinName).includes(person);
};

const label = (door: Door, side: KeypadSide | null): string => doorLabelOf({ lockName: door.lockName, side });

const cardChange = (cardId: CardMasterId, cardName: string, placement: CardPlacement): UnassignCard => ({
  kind: 'unassign-card',
  key: `card:${placement.keypadCard.id}`,
  what: DEPARTURE_MESSAGES.what.unassignCard(cardName, label(placement.door, placement.side)),
  keypadCardId: placement.keypadCard.id,
  cardId,
  cardName,
  keypadId: placement.keypadId,
  door: placement.door,
  side: placement.side,
});

/**
 * The plan from この人が開けられる扉's reading (its groups, the whole group included, and its cards with the keypads
 * each is on) and every keypad's PINs: each group to leave, each card placement surely this person's to take off
 * (a card being deleted is no longer attributed; a 同名のカード is left alone and said so), each PIN whose name holds
 * the person's (uncertain). Groups first (named ones, then the whole group), then cards, then PINs.
 */
export const departurePlanOf = (reading: GuestAccessReading, keypads: ReadonlyArray<KeypadPins>): DeparturePlan => {
  const { guest } = reading;
  const source = membershipSourceOf(guest);
  const groups = reading.groups.map(({ group, locks }): LeaveGroup => ({
    kind: 'leave-group',
    key: `group:${group.id}`,
    what: DEPARTURE_MESSAGES.what.leaveGroup(group.whole ? ACCESS_MESSAGES.lockAccess.wholeGroup : group.name),
    groupId: group.id,
    groupName: group.whole ? ACCESS_MESSAGES.lockAccess.wholeGroup : group.name,
    whole: group.whole,
    source,
    doors: locks,
  }));
  const cards = reading.cards.flatMap(({ card, placements }) =>
    placements.filter((p) => p.matchedBy === 'names').map((p) => cardChange(card.id, card.name, p)),
  );
  const pins = keypads.flatMap((keypad) =>
    keypad.pins
      .filter((pin) => pinNameMatches(pin.name, guest.name))
      .map((pin): DeletePin => ({
        kind: 'delete-pin',
        key: `pin:${pin.id}`,
        what: DEPARTURE_MESSAGES.what.deletePin(pin.name, label(keypad.door, keypad.side)),
        pinId: pin.id,
        pinName: pin.name,
        keypadId: keypad.keypadId,
        door: keypad.door,
        side: keypad.side,
        uncertain: true,
      })),
  );
  const notes = [
    ...(groups.some((g) => g.whole) ? [DEPARTURE_MESSAGES.notes.wholeGroup] : []),
    ...reading.cards.flatMap(({ card, placements }) =>
      placements
        .filter((p) => p.matchedBy === 'namesake')
        .map((p) => DEPARTURE_MESSAGES.notes.namesakeCard(card.name, label(p.door, p.side))),
    ),
    ...reading.cards.map(({ card }) => DEPARTURE_MESSAGES.notes.cardKeepsUser(card.name, guest.name)),
  ];
  return { guest, changes: [...groups, ...cards, ...pins], notes };
};

/** Ticked when the confirmation opens: every sure change; the uncertain PINs wait for the manager's tick. */
export const initiallyChosen = (plan: DeparturePlan): ReadonlySet<string> =>
  new Set(plan.changes.filter((change) => change.kind !== 'delete-pin').map((change) => change.key));
