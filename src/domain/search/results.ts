import type { CardMaster } from '../cards/card';
import type { Group } from '../groups/group';
import type { Guest } from '../guests/guest';
import type { Lock } from '../locks/lock';
import type { Manager } from '../managers/manager';
import { bestMatches, type SearchTerm } from './matcher';
import { SEARCH_MESSAGES } from './messages';

/**
 * What the header's search finds, kind by kind, each hit with the record it opens (never a route: the screens map
 * a target to theirs).
 */
export type SearchKind = keyof typeof SEARCH_MESSAGES.kinds;

/** The kinds in the order the results list them. */
export const SEARCH_KINDS: ReadonlyArray<SearchKind> = ['lock', 'guest', 'group', 'card', 'manager', 'screen'];

export type SearchTarget =
  | { readonly kind: 'lock'; readonly lockId: number }
  | { readonly kind: 'guest'; readonly guestId: number }
  | { readonly kind: 'group'; readonly groupId: number }
  /** A card opens its edit screen with a user, its registration without one (devices-access §2, redirects). */
  | { readonly kind: 'card'; readonly cardId: number; readonly hasUser: boolean }
  | { readonly kind: 'manager'; readonly managerId: number }
  | { readonly kind: 'screen'; readonly screen: string };

export interface SearchHit {
  readonly label: string;
  readonly detail: string;
  readonly target: SearchTarget;
}

/** A console screen as the search finds it: an id the screens know (their route name), its title, other words. */
export interface ConsoleScreen {
  readonly id: string;
  readonly title: string;
  readonly keywords?: ReadonlyArray<string>;
}

export interface KindHits {
  readonly kind: SearchKind;
  readonly hits: ReadonlyArray<SearchHit>;
  /** How many matched in all (more than `hits` when the list was cut). */
  readonly total: number;
}

type Matches<T> = (term: SearchTerm, records: ReadonlyArray<T>, limit: number) => KindHits;

const hitsOf =
  <T>(
    kind: SearchKind,
    fieldsOf: (record: T) => ReadonlyArray<string | null>,
    hitOf: (record: T) => SearchHit,
  ): Matches<T> =>
  (term, records, limit) => {
    const found = bestMatches(term, records, fieldsOf, limit);
    return { kind, hits: found.items.map(hitOf), total: found.total };
  };

/** Locks by name or serial number; the detail is their key groups (the hidden whole group left out). */
export const lockHits: Matches<Lock> = hitsOf(
  'lock',
  (lock) => [lock.setting.lockName, lock.serialNo],
  (lock) => ({
    label: lock.setting.lockName,
    detail: lock.groups
      .filter((g) => !g.whole)
      .map((g) => g.name)
      .join('・'),
    target: { kind: 'lock', lockId: lock.id },
  }),
);

/** Guests by name or e-mail. */
export const guestHits: Matches<Guest> = hitsOf(
  'guest',
  (guest) => [guest.name, guest.email],
  (guest) => ({
    label: guest.name,
    detail: guest.isConnected ? guest.email : `${guest.email}・${SEARCH_MESSAGES.notConnected}`,
    target: { kind: 'guest', guestId: guest.id },
  }),
);

/** Key groups by name; the organization-wide (whole) group is never listed (devices-access §3). */
export const groupHits: Matches<Group> = (term, groups, limit) =>
  hitsOf<Group>(
    'group',
    (group) => [group.name],
    (group) => ({
      label: group.name,
      detail: SEARCH_MESSAGES.guestCount(group.guestCount),
      target: { kind: 'group', groupId: group.id },
    }),
  )(
    term,
    groups.filter((group) => !group.whole),
    limit,
  );

/** IC cards by card name, user name or id. */
export const cardHits: Matches<CardMaster> = hitsOf(
  'card',
  (card) => [card.name, card.guestName, SEARCH_MESSAGES.cardId(card.id)],
  (card) => ({
    label: card.name,
    detail: `${SEARCH_MESSAGES.cardId(card.id)}・${card.guestName ?? SEARCH_MESSAGES.noUser}`,
    target: { kind: 'card', cardId: card.id, hasUser: card.guestId !== null },
  }),
);

/** Managers by name or e-mail. */
export const managerHits: Matches<Manager> = hitsOf(
  'manager',
  (manager) => [manager.name, manager.email],
  (manager) => ({
    label: manager.name,
    detail: manager.email,
    target: { kind: 'manager', managerId: manager.id },
  }),
);

/** Console screens by title or keyword. */
export const screenHits: Matches<ConsoleScreen> = hitsOf(
  'screen',
  (screen) => [screen.title, ...(screen.keywords ?? [])],
  (screen) => ({ label: screen.title, detail: '', target: { kind: 'screen', screen: screen.id } }),
);
