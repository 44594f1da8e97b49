import type { CardMaster, KeypadCard } from '../cards/card';
import { isBeingDeleted } from '../cards/card';
import { describeConditions } from '../groups/describeConditions';
import type { Group } from '../groups/group';
import type { GuestId } from '../guests/guest';
import type { KeypadSide } from '../keypads/keypadSide';
import { KEYPAD_SIDE_LABELS } from '../locks/messages';
import { validityEndOf } from '../keypads/expiry';
import { ACCESS_MESSAGES } from './messages';
import {
  credentialStateAt,
  groupPeriodEndOf,
  groupVerdictAt,
  type CredentialState,
  type GroupClosedReason,
} from './moment';

/**
 * この人が開けられる扉: what one guest can open, read once (the guest, its key groups with their locks, its IC
 * cards with the keypads they are on) and evaluated at any moment without reading again.
 */

export interface Door {
  readonly lockId: number;
  readonly lockName: string;
}

export interface GuestAccessSubject {
  readonly id: GuestId;
  readonly name: string;
  readonly isConnected: boolean;
}

export interface GuestGroupReading {
  readonly group: Group;
  readonly locks: ReadonlyArray<Door>;
}

/**
 * How a keypad card was found to be this card. The spec's knight_cards row carries no card master id and no guest id
 * (devices-access §3: id, name, guest, time_from, time_till, registration_job_status), only the card's name and its
 * user's name. 'names': exactly one card of the organization has that name and a user of that name, so it is this one.
 * 'namesake': several have (another 佐藤 健 with a card 社員証): it may be another person's card, shown as 同名のカード,
 * never deleted from this view and never counted as opening this guest's door.
 */
export type CardMatch = 'names' | 'namesake';

/** One keypad of the organization's locks, with the cards on it (both tabs: registered and registering). */
export interface KeypadCards {
  readonly door: Door;
  readonly keypadId: number;
  readonly side: KeypadSide | null;
  readonly cards: ReadonlyArray<KeypadCard>;
}

export interface CardPlacement {
  readonly door: Door;
  readonly keypadId: number;
  readonly side: KeypadSide | null;
  readonly keypadCard: KeypadCard;
  readonly matchedBy: CardMatch;
}

export interface GuestCardReading {
  readonly card: CardMaster;
  readonly placements: ReadonlyArray<CardPlacement>;
}

export interface GuestAccessReading {
  readonly guest: GuestAccessSubject;
  readonly groups: ReadonlyArray<GuestGroupReading>;
  readonly cards: ReadonlyArray<GuestCardReading>;
}

/**
 * Whether a keypad card is the guest's card `card`, and how sure that is (CardMatch): the card name and the user name
 * must both be equal; `organizationCards` (every card of the organization with a user) says whether another card has
 * the same two names. A card being deleted (user null) cannot be told apart and is not attributed (it no longer opens).
 */
export const keypadCardMatchOf = (
  keypadCard: Pick<KeypadCard, 'name' | 'guestName'>,
  card: Pick<CardMaster, 'name'>,
  guestName: string,
  organizationCards: ReadonlyArray<Pick<CardMaster, 'name' | 'guestName'>>,
): CardMatch | null => {
  if (keypadCard.guestName === null || keypadCard.name !== card.name || keypadCard.guestName !== guestName) return null;
  const sameNames = organizationCards.filter((c) => c.name === keypadCard.name && c.guestName === keypadCard.guestName);
  return sameNames.length > 1 ? 'namesake' : 'names';
};

/** The guest's cards, each with the keypads it is on (outdoor before indoor, in the order the keypads came). */
export const cardPlacementsOf = (
  cards: ReadonlyArray<CardMaster>,
  guestName: string,
  keypads: ReadonlyArray<KeypadCards>,
  organizationCards: ReadonlyArray<CardMaster>,
): ReadonlyArray<GuestCardReading> =>
  cards.map((card) => ({
    card,
    placements: keypads.flatMap((keypad) =>
      keypad.cards.flatMap((keypadCard) => {
        const matchedBy = keypadCardMatchOf(keypadCard, card, guestName, organizationCards);
        return matchedBy === null
          ? []
          : [{ door: keypad.door, keypadId: keypad.keypadId, side: keypad.side, keypadCard, matchedBy }];
      }),
    ),
  }));

/** Where a group leaves the guest at the moment: opens, closed (why), or no app to open with. */
export type GroupStanding =
  | { readonly kind: 'opens' }
  | { readonly kind: 'closed'; readonly reason: GroupClosedReason }
  | { readonly kind: 'not-connected' };

export interface GroupRow {
  readonly groupId: number;
  /** The organization-wide group is named for what it is (組織全体（全員）), as the per-lock view names it. */
  readonly name: string;
  /** The organization-wide group: hidden from the group list, no link, and no 'take out' (see GuestAccessPage). */
  readonly whole: boolean;
  /** The conditions in words ('制限なし' when none), as the group list says them. */
  readonly conditions: string;
  readonly standing: GroupStanding;
  readonly opens: boolean;
  /** '開けられる', the reason it does not, or 'アプリ未連携'. */
  readonly verdict: string;
  /** The group period's last second; null when the group has no period. */
  readonly until: Date | null;
  readonly locks: ReadonlyArray<Door>;
}

export interface CardPlacementRow {
  readonly door: Door;
  readonly keypadId: number;
  readonly keypadCardId: number;
  readonly sideLabel: string;
  readonly state: CredentialState;
  readonly opens: boolean;
  readonly verdict: string;
  /** The card's time_till on this keypad; null when it has none. */
  readonly until: Date | null;
  readonly matchedBy: CardMatch;
  /** 同名のカード: it may be another person's card (CardMatch 'namesake'); it counts for no door of this guest. */
  readonly uncertain: boolean;
  /** Can be taken off the keypad from this view: sure to be this guest's, and not already being deleted. */
  readonly removable: boolean;
}

export interface CardRow {
  readonly cardId: number;
  readonly name: string;
  readonly placements: ReadonlyArray<CardPlacementRow>;
}

export interface DoorRow {
  readonly door: Door;
  readonly opens: boolean;
  /** The latest end among what opens it; null when one of them has no end (期限なし) or nothing opens it. */
  readonly until: Date | null;
  /** What opens it at the moment: 'グループ「正社員」', 'カード「社員証001」（屋外側）'. */
  readonly openers: ReadonlyArray<string>;
  /** What reaches it but does not open at the moment, and why: 'グループ「夜間警備」：利用時間外'. */
  readonly closed: ReadonlyArray<string>;
  /** 同名のカード that would open it at the moment: 'カード「社員証」（屋外側）：同名のカード'. Not counted in `opens`. */
  readonly uncertain: ReadonlyArray<string>;
}

export interface GuestAccessAt {
  readonly guest: GuestAccessSubject;
  readonly groups: ReadonlyArray<GroupRow>;
  readonly cards: ReadonlyArray<CardRow>;
  /** Every door a group or a card reaches, in the order of the lock names; the ones it opens first. */
  readonly doors: ReadonlyArray<DoorRow>;
  readonly openDoorCount: number;
}

const standingOf = (guest: GuestAccessSubject, group: Group, at: Date): GroupStanding => {
  // an unconnected guest is only invited: no lock-app account, so no app key, whatever the group allows
  if (!guest.isConnected) return { kind: 'not-connected' };
  const verdict = groupVerdictAt(group.conditions, at);
  return verdict.opens ? { kind: 'opens' } : { kind: 'closed', reason: verdict.reason };
};

const verdictOf = (standing: GroupStanding): string => {
  if (standing.kind === 'opens') return ACCESS_MESSAGES.opens;
  if (standing.kind === 'not-connected') return ACCESS_MESSAGES.notConnected;
  return ACCESS_MESSAGES.groupClosed[standing.reason];
};

const sideLabelOf = (side: KeypadSide | null): string => (side === null ? '-' : KEYPAD_SIDE_LABELS[side]);

interface Opener {
  readonly door: Door;
  readonly label: string;
  readonly until: Date | null;
  readonly opens: boolean;
  readonly verdict: string;
  readonly uncertain: boolean;
}

/** The reading evaluated at `at`: each group, each card on each keypad, and each door with until when. */
export const guestAccessAt = (reading: GuestAccessReading, at: Date): GuestAccessAt => {
  const groups = reading.groups.map(({ group, locks }): GroupRow => {
    const standing = standingOf(reading.guest, group, at);
    return {
      groupId: group.id,
      name: group.whole ? ACCESS_MESSAGES.lockAccess.wholeGroup : group.name,
      whole: group.whole,
      conditions: describeConditions(group).join(' / '),
      standing,
      opens: standing.kind === 'opens',
      verdict: verdictOf(standing),
      until: groupPeriodEndOf(group.conditions),
      locks,
    };
  });
  const cards = reading.cards.map(({ card, placements }): CardRow => ({
    cardId: card.id,
    name: card.name,
    placements: placements.map((placement): CardPlacementRow => {
      const deleting = isBeingDeleted(placement.keypadCard);
      const state = credentialStateAt(placement.keypadCard, at, deleting);
      return {
        door: placement.door,
        keypadId: placement.keypadId,
        keypadCardId: placement.keypadCard.id,
        sideLabel: sideLabelOf(placement.side),
        state,
        opens: state === 'opens',
        verdict: ACCESS_MESSAGES.credential[state],
        until: validityEndOf(placement.keypadCard.timeTill),
        matchedBy: placement.matchedBy,
        uncertain: placement.matchedBy === 'namesake',
        removable: !deleting && placement.matchedBy === 'names',
      };
    }),
  }));
  const ways: Opener[] = [
    ...groups.flatMap((row) =>
      row.locks.map((door) => ({
        door,
        label: `グループ「${row.name}」`,
        until: row.until,
        opens: row.opens,
        verdict: row.verdict,
        uncertain: false,
      })),
    ),
    ...cards.flatMap((card) =>
      card.placements.map((p) => ({
        door: p.door,
        label: `カード「${card.name}」（${p.sideLabel}）`,
        until: p.until,
        opens: p.opens,
        verdict: p.verdict,
        uncertain: p.uncertain,
      })),
    ),
  ];
  const reached = new Map<number, Door>();
  groups.forEach((row) => row.locks.forEach((door) => reached.set(door.lockId, door)));
  cards.forEach((card) => card.placements.forEach((p) => reached.set(p.door.lockId, p.door)));
  const doors = [...reached.values()]
    .map((door): DoorRow => {
      const here = ways.filter((o) => o.door.lockId === door.lockId);
      const mine = here.filter((o) => o.opens && !o.uncertain);
      const ends = mine.map((o) => o.until);
      return {
        door,
        opens: mine.length > 0,
        until:
          ends.length === 0 || ends.includes(null) ? null : new Date(Math.max(...ends.map((d) => d?.getTime() ?? 0))),
        openers: [...new Set(mine.map((o) => o.label))],
        closed: [...new Set(here.filter((o) => !o.opens).map((o) => `${o.label}：${o.verdict}`))],
        uncertain: [
          ...new Set(
            here.filter((o) => o.opens && o.uncertain).map((o) => `${o.label}：${ACCESS_MESSAGES.guest.namesakeCard}`),
          ),
        ],
      };
    })
    .sort((a, b) => Number(b.opens) - Number(a.opens) || a.door.lockName.localeCompare(b.door.lockName, 'ja'));
  return { guest: reading.guest, groups, cards, doors, openDoorCount: doors.filter((d) => d.opens).length };
};
