import { reportFileNameOf } from './reportFile';
import { isBeingDeleted, type KeypadCard } from '../cards/card';
import { describeConditions } from '../groups/describeConditions';
import type { GroupConditions, GroupId } from '../groups/group';
import type { GuestId } from '../guests/guest';
import { formatPeriod } from '../keypads/expiry';
import type { KeypadSide } from '../keypads/keypadSide';
import { KEYPAD_SIDE_LABELS } from '../locks/messages';
import type { Pin } from '../pins/pin';
import type { CsvCell } from '../shared/csvWriter';
import { hourMinuteOf, isoDateOf, japanTimeOf } from '../shared/dates';
import { ACCESS_MESSAGES } from './messages';
import { credentialStateAt, groupVerdictAt, type CredentialState } from './moment';
import { readMomentOf } from './readMoment';

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
  /** '今（11月26日 14:05 時点）この扉を開けられる：利用者 12人・PIN 3件・カード 5枚' (or the moment instead of 今). */
  readonly headline: string;
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

/** 2026/11/25 20:00 (Japan time): how the moment is written in the headline and the print heading. */
export const momentLabelOf = (at: Date): string => {
  const t = japanTimeOf(at.getTime());
  return `${isoDateOf(t).replace(/-/g, '/')} ${hourMinuteOf(t)}`;
};

/**
 * Who and what opens the door at `at`. A guest counts once however many open groups hold them; a PIN or a card
 * counts when it is registered on the keypad and the moment is inside its validity. `isNow`: `at` is the moment the
 * reading was taken, and the headline says 今 with that time ('今（11月26日 14:05 時点）').
 */
export const lockAccessAt = (access: LockAccess, at: Date, isNow: boolean): LockAccessAt => {
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
  return {
    totals,
    headline: ACCESS_MESSAGES.lockAccess.headline(isNow ? { readAt: readMomentOf(at) } : momentLabelOf(at), totals),
    groups,
    keypads,
  };
};

/** The CSV's columns: one row per guest of each group, per PIN and per card. */
export const LOCK_ACCESS_CSV_HEADER: ReadonlyArray<string> = ACCESS_MESSAGES.lockAccess.csvHeader;

/**
 * The rows of the CSV (a record of a periodic access review): a guest in two groups has a row per group, since
 * each group gives its own conditions. The side of a guest's app key is both sides (the lock itself).
 */
export const lockAccessCsvRows = (evaluated: LockAccessAt): ReadonlyArray<ReadonlyArray<CsvCell>> => {
  const words = ACCESS_MESSAGES.lockAccess;
  const yesNo = (opens: boolean): string => (opens ? words.yes : words.no);
  const guestRows = evaluated.groups.flatMap((group) =>
    group.guests.map((guest) => [
      words.kindGuest,
      guest.name,
      group.title,
      words.anySide,
      group.conditions.join(' / '),
      guest.status,
      yesNo(guest.opens),
    ]),
  );
  const credentialRows = evaluated.keypads.flatMap((keypad) =>
    [...keypad.pins, ...keypad.cards].map((row) => [
      row.kind === 'pin' ? words.kindPin : words.kindCard,
      row.name,
      row.user,
      keypad.sideLabel,
      row.validity,
      row.status,
      yesNo(row.opens),
    ]),
  );
  return [...guestRows, ...credentialRows];
};

/** この扉を開けられる人_本社 正面玄関_20261125-2000.csv (reportFileNameOf). */
export const lockAccessFileNameOf = (lockName: string, at: Date): string =>
  reportFileNameOf([ACCESS_MESSAGES.lockAccess.fileStem, lockName], at);
