import { isBeingDeleted, type KeypadCard } from '../cards/card';
import { describeConditions } from '../groups/describeConditions';
import type { GroupConditions, GroupId } from '../groups/group';
import type { GuestId } from '../guests/guest';
import { formatPeriod } from '../keypads/expiry';
import type { KeypadSide } from '../keypads/keypadSide';
import { KEYPAD_SIDE_LABELS } from '../locks/messages';
import type { Pin } from '../pins/pin';
import { ACCESS_MESSAGES } from './messages';
import { credentialStateAt, groupVerdictAt, type CredentialState } from './moment';

/**
 * この扉を開けられる人: everything that opens one lock, as read (LockAccess), and what of it opens the door at
 * one moment (lockAccessAt). Reading is done once; the moment changes the answer without reading again.
 */

/** A guest of a key group as guests/search answers it: only the connection matters to the door. */
export interface AccessGuest {
  readonly id: GuestId;
  readonly name: string;
  readonly isConnected: boolean;
}

export interface AccessGroup {
  readonly id: GroupId;
  readonly name: string;
  /** The organization-wide group (hidden from the group list, but it opens the doors it is attached to). */
  readonly whole: boolean;
  readonly conditions: GroupConditions;
  /** Connected guests (members) first, then unconnected (invited) ones, each by name as the server sorts. */
  readonly guests: ReadonlyArray<AccessGuest>;
}

export interface AccessKeypad {
  readonly id: number;
  readonly side: KeypadSide;
  readonly serialNo: string;
  /** Registered and registering (failed jobs included), every page. */
  readonly pins: ReadonlyArray<Pin>;
  readonly cards: ReadonlyArray<KeypadCard>;
}

/** What was read of one lock: its key groups with their guests, its keypads (outdoor first) with PINs and cards. */
export interface LockAccess {
  readonly lockId: number;
  readonly lockName: string;
  readonly groups: ReadonlyArray<AccessGroup>;
  readonly keypads: ReadonlyArray<AccessKeypad>;
}

export interface GuestRow {
  readonly id: GuestId;
  readonly name: string;
  readonly isConnected: boolean;
  readonly opens: boolean;
  /** 開けられる, アプリ未連携, or why the group does not open now (利用時間外...). */
  readonly status: string;
}

export interface GroupRow {
  readonly id: GroupId;
  /** The organization-wide group is named for what it is (組織全体（全員）); the server's name is shown beside. */
  readonly title: string;
  readonly whole: boolean;
  readonly conditions: ReadonlyArray<string>;
  readonly opens: boolean;
  readonly status: string;
  readonly guests: ReadonlyArray<GuestRow>;
  /** Connected guests of this group who open at the moment. */
  readonly opensCount: number;
}

export interface CredentialRow {
  readonly id: number;
  readonly kind: 'pin' | 'card';
  readonly name: string;
  /** The card's user; null for a PIN, '-' for a card being deleted (its user is gone). */
  readonly user: string | null;
  readonly validity: string;
  readonly state: CredentialState;
  readonly status: string;
  readonly opens: boolean;
}

export interface KeypadRows {
  readonly id: number;
  readonly side: KeypadSide;
  readonly sideLabel: string;
  readonly serialNo: string;
  readonly pins: ReadonlyArray<CredentialRow>;
  readonly cards: ReadonlyArray<CredentialRow>;
}

export interface LockAccessTotals {
  /** Distinct connected guests in at least one group that opens at the moment. */
  readonly guests: number;
  readonly pins: number;
  readonly cards: number;
}

export interface LockAccessAt {
  readonly totals: LockAccessTotals;
  readonly groups: ReadonlyArray<GroupRow>;
  readonly keypads: ReadonlyArray<KeypadRows>;
}

const guestRowOf = (guest: AccessGuest, groupOpens: boolean, groupStatus: string): GuestRow => {
  // an unconnected guest is only invited (membershipSourceOf): no app key yet, whatever the group allows
  if (!guest.isConnected)
    return { id: guest.id, name: guest.name, isConnected: false, opens: false, status: ACCESS_MESSAGES.notConnected };
  return { id: guest.id, name: guest.name, isConnected: true, opens: groupOpens, status: groupStatus };
};

const groupRowOf = (group: AccessGroup, at: Date): GroupRow => {
  const verdict = groupVerdictAt(group.conditions, at);
  const status = verdict.opens ? ACCESS_MESSAGES.opens : ACCESS_MESSAGES.groupClosed[verdict.reason];
  const guests = group.guests.map((guest) => guestRowOf(guest, verdict.opens, status));
  return {
    id: group.id,
    title: group.whole ? ACCESS_MESSAGES.lockAccess.wholeGroup : group.name,
    whole: group.whole,
    conditions: describeConditions(group),
    opens: verdict.opens,
    status,
    guests,
    opensCount: guests.filter((g) => g.opens).length,
  };
};

const credentialRowOf = (
  kind: 'pin' | 'card',
  item: Pin | KeypadCard,
  user: string | null,
  at: Date,
  beingDeleted: boolean,
): CredentialRow => {
  const state = credentialStateAt(item, at, beingDeleted);
  return {
    id: item.id,
    kind,
    name: item.name,
    user,
    validity: formatPeriod(item.timeFrom, item.timeTill),
    state,
    status: ACCESS_MESSAGES.credential[state],
    opens: state === 'opens',
  };
};

const keypadRowsOf = (keypad: AccessKeypad, at: Date): KeypadRows => ({
  id: keypad.id,
  side: keypad.side,
  sideLabel: KEYPAD_SIDE_LABELS[keypad.side],
  serialNo: keypad.serialNo,
  pins: keypad.pins.map((pin) => credentialRowOf('pin', pin, null, at, false)),
  cards: keypad.cards.map((card) => credentialRowOf('card', card, card.guestName ?? '-', at, isBeingDeleted(card))),
});

/**
 * Who and what opens the door at `at`. A guest counts once however many open groups hold them; a PIN or a card
 * counts when it is registered on the keypad and the moment is inside its validity.
 */
export const lockAccessAt = (access: LockAccess, at: Date): LockAccessAt => {
  const groups = access.groups.map((group) => groupRowOf(group, at));
  const keypads = access.keypads.map((keypad) => keypadRowsOf(keypad, at));
  const openingGuests = new Set(
    groups.flatMap((g) => g.guests.filter((guest) => guest.opens).map((guest) => guest.id)),
  );
  const totals: LockAccessTotals = {
    guests: openingGuests.size,
    pins: keypads.reduce((n, k) => n + k.pins.filter((p) => p.opens).length, 0),
    cards: keypads.reduce((n, k) => n + k.cards.filter((c) => c.opens).length, 0),
  };
  return { totals, groups, keypads };
};
