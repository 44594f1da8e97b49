import type { CardMaster, KeypadCard } from '../cards/card';
import type { Group, GroupId } from '../groups/group';
import type { Guest, GuestId } from '../guests/guest';
import { hasRegistrationFailed } from '../keypads/registration';
import type { KeypadSide } from '../keypads/keypadSide';
import type { Lock } from '../locks/lock';
import { KEYPAD_SIDE_LABELS } from '../locks/messages';
import type { Pin } from '../pins/pin';
import { instantOfIso, isoDateOf, japanInstant, japanTimeOf } from '../shared/dates';
import { finished, ROWS_A_STEP, type Steps } from '../shared/steps';
import { ACCESS_MESSAGES } from './messages';
import { groupPeriodEndOf } from './moment';

/**
 * アクセスの点検: what in the whole organization needs a manager's hand, each with the screen that fixes it.
 * Pure and linear in what was read (every join goes through a Map or a Set): 3,000 guests and 5,000 PINs
 * are evaluated in one pass each.
 */

/** The sections in the order the page and the CSV show them. */
export const REVIEW_SECTIONS = [
  'expiring',
  'failed',
  'cardsWithoutUser',
  'guestsWithoutGroup',
  'groupsWithoutLock',
  'locksWithoutGroup',
] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

/** What the manager opens to fix a row: a keypad's PINs or cards, a card, a guest, a group, a lock's settings (the
 * view knows the screen of each). */
export type ReviewFix =
  | {
      readonly kind: 'keypad-pins' | 'keypad-cards';
      readonly lockId: number;
      readonly keypadId: number;
      /** The keypad as the lock panel names it: by its side. */
      readonly keypadName: string;
    }
  | { readonly kind: 'card'; readonly cardId: number }
  | { readonly kind: 'guest'; readonly guestId: number }
  | { readonly kind: 'group'; readonly groupId: number }
  | { readonly kind: 'lock-settings'; readonly lockId: number };

export interface ReviewRow {
  readonly section: ReviewSection;
  /** What it is: 暗証番号「清掃業者」, a guest's name, a lock's name. */
  readonly item: string;
  /** Where or whose: the lock and side, the card's user, the e-mail. */
  readonly detail: string;
  /** When it ends (expiring rows only). */
  readonly end: Date | null;
  readonly fix: ReviewFix;
}

export interface AccessReview {
  /** The moment the review was evaluated at (the read time): 'the next 7 days' count from it. */
  readonly at: Date;
  /** The last instant counted as 'the next 7 days' (exclusive). */
  readonly until: Date;
  readonly sections: Readonly<Record<ReviewSection, ReadonlyArray<ReviewRow>>>;
}

/** A keypad as the review needs it: its lock, id and side (what organizationReads' keypads carry). */
export interface ReviewKeypad {
  readonly lock: Pick<Lock, 'id' | 'setting'>;
  readonly keypad: { readonly id: number };
  readonly side: KeypadSide | null;
}

/** Both tabs of a keypad's PINs or cards (registering includes failed jobs). */
export interface ReviewKeypadItems<T> {
  readonly keypad: ReviewKeypad;
  readonly registered: ReadonlyArray<T>;
  readonly registering: ReadonlyArray<T>;
}

export interface ReviewInput {
  readonly locks: ReadonlyArray<Pick<Lock, 'id' | 'setting' | 'groups'>>;
  readonly pins: ReadonlyArray<ReviewKeypadItems<Pin>>;
  readonly cards: ReadonlyArray<ReviewKeypadItems<KeypadCard>>;
  /** The organization's cards with no user (card masters without guest_id). */
  readonly cardsWithoutUser: ReadonlyArray<CardMaster>;
  /** Every group of the organization, the whole one included (it is left out here). */
  readonly groups: ReadonlyArray<Group>;
  readonly guests: ReadonlyArray<Guest>;
  /** Guests invited to a group (an unconnected guest is invited, not a member). */
  readonly invitedGuestIds: ReadonlySet<GuestId>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'The next 7 days' (the words). */
export const EXPIRING_DAYS = 7;

/**
 * The end of 'the next 7 days' from `at`: the start of the Japan day seven days after today, so today and the
 * next seven calendar days count whole (Wednesday 20:00 counts up to next Wednesday 23:59:59; spec silent: a
 * manager reads 'within a week' by the calendar, not to the minute).
 */
export const expiringUntilOf = (at: Date): Date => {
  const today = japanInstant(isoDateOf(japanTimeOf(at.getTime())), '00:00') ?? at.getTime();
  return new Date(today + (EXPIRING_DAYS + 1) * DAY_MS);
};

/**
 * Whether an end falls in the window: not passed yet (a PIN is expired when its end is earlier than now,
 * devices-access §3, so an end at this very instant still counts) and before the window's end.
 */
const endsWithin = (endMillis: number, at: Date, until: Date): boolean =>
  endMillis >= at.getTime() && endMillis < until.getTime();

const sideLabelOf = (side: KeypadSide | null): string => (side === null ? '-' : KEYPAD_SIDE_LABELS[side]);

const whereOf = (keypad: ReviewKeypad): string => `${keypad.lock.setting.lockName}・${sideLabelOf(keypad.side)}`;

const keypadFix = (kind: 'keypad-pins' | 'keypad-cards', keypad: ReviewKeypad): ReviewFix => ({
  kind,
  lockId: keypad.lock.id,
  keypadId: keypad.keypad.id,
  // the keypad screens are named by the side, as the lock panel links them
  keypadName: sideLabelOf(keypad.side),
});

const WORDS = ACCESS_MESSAGES.review;

// by code point (kana in 五十音 order, kanji by code): an ICU 'ja' collation costs ~10 µs a comparison, a
// quarter of a second for a large organization's rows, and orders kanji by no reading either
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const byEnd = (a: ReviewRow, b: ReviewRow): number => (a.end?.getTime() ?? 0) - (b.end?.getTime() ?? 0);
const byItem = (a: ReviewRow, b: ReviewRow): number => byText(a.item, b.item);

/** The review of what was read, at `at`, as steps (a keypad's credentials, a few hundred guests): LoadAccessReview
 * runs them a slice at a time. */
export function* reviewSteps(input: ReviewInput, at: Date): Steps<AccessReview> {
  const until = expiringUntilOf(at);
  const expiring: ReviewRow[] = [];
  const failed: ReviewRow[] = [];

  for (const { keypad, registered, registering } of input.pins) {
    for (const pin of [...registered, ...registering]) {
      const fix = keypadFix('keypad-pins', keypad);
      if (hasRegistrationFailed(pin)) {
        failed.push({ section: 'failed', item: WORDS.pin(pin.name), detail: whereOf(keypad), end: null, fix });
        continue;
      }
      // registered or still registering: either will open until its end (an end already passed is expired)
      const end = pin.timeTill === null ? NaN : instantOfIso(pin.timeTill);
      if (!Number.isNaN(end) && endsWithin(end, at, until))
        expiring.push({
          section: 'expiring',
          item: WORDS.pin(pin.name),
          detail: whereOf(keypad),
          end: new Date(end),
          fix,
        });
    }
    yield;
  }

  for (const { keypad, registered, registering } of input.cards) {
    for (const card of [...registered, ...registering]) {
      const fix = keypadFix('keypad-cards', keypad);
      const user = card.guestName ?? WORDS.noUser;
      if (hasRegistrationFailed(card)) {
        failed.push({
          section: 'failed',
          item: WORDS.card(card.name),
          detail: `${whereOf(keypad)}・${user}`,
          end: null,
          fix,
        });
        continue;
      }
      // a card whose user is gone is being deleted (devices-access §2): it is on its way out, not expiring
      const end = card.timeTill === null || card.guestName === null ? NaN : instantOfIso(card.timeTill);
      if (!Number.isNaN(end) && endsWithin(end, at, until))
        expiring.push({
          section: 'expiring',
          item: WORDS.card(card.name),
          detail: `${whereOf(keypad)}・${user}`,
          end: new Date(end),
          fix,
        });
    }
    yield;
  }

  // the organization-wide (whole) group is hidden from managers (devices-access §3) and holds every lock: it is
  // neither a group to review nor one that 'reaches' a lock, or no lock would ever be listed
  const named = input.groups.filter((group) => !group.whole);
  const wholeIds = new Set(input.groups.filter((group) => group.whole).map((group) => group.id));

  for (const group of named) {
    const end = groupPeriodEndOf(group.conditions);
    // the period's last second is inside it (moment.ts): it has ended only once that second has passed
    if (end !== null && end.getTime() + 999 >= at.getTime() && end.getTime() < until.getTime())
      expiring.push({
        section: 'expiring',
        item: WORDS.group(group.name),
        detail: WORDS.guestCount(group.guestCount),
        end,
        fix: { kind: 'group', groupId: group.id },
      });
  }

  const reached = new Set<GroupId>();
  const locksWithoutGroup: ReviewRow[] = [];
  for (const lock of input.locks) {
    const groups = lock.groups.filter((g) => !g.whole && !wholeIds.has(g.id));
    groups.forEach((g) => reached.add(g.id));
    if (groups.length === 0)
      locksWithoutGroup.push({
        section: 'locksWithoutGroup',
        item: lock.setting.lockName,
        detail: WORDS.lockId(lock.id),
        end: null,
        fix: { kind: 'lock-settings', lockId: lock.id },
      });
  }

  const groupsWithoutLock = named
    .filter((group) => !reached.has(group.id))
    .map((group): ReviewRow => ({
      section: 'groupsWithoutLock',
      item: group.name,
      detail: WORDS.guestCount(group.guestCount),
      end: null,
      fix: { kind: 'group', groupId: group.id },
    }));

  yield;

  const guestsWithoutGroup: ReviewRow[] = [];
  for (let from = 0; from < input.guests.length; from += ROWS_A_STEP) {
    for (const guest of input.guests.slice(from, from + ROWS_A_STEP))
      if (guest.groups.every((g) => wholeIds.has(g.id)) && !input.invitedGuestIds.has(guest.id))
        guestsWithoutGroup.push({
          section: 'guestsWithoutGroup',
          item: guest.name,
          detail: guest.isConnected ? guest.email : `${guest.email}・${ACCESS_MESSAGES.notConnected}`,
          end: null,
          fix: { kind: 'guest', guestId: guest.id },
        });
    yield;
  }

  const cardsWithoutUser = input.cardsWithoutUser.map((card): ReviewRow => ({
    section: 'cardsWithoutUser',
    item: WORDS.card(card.name),
    detail: WORDS.cardId(card.id),
    end: null,
    fix: { kind: 'card', cardId: card.id },
  }));

  return {
    at,
    until,
    sections: {
      expiring: expiring.sort((a, b) => byEnd(a, b) || byItem(a, b)),
      failed: failed.sort((a, b) => byText(a.detail, b.detail) || byItem(a, b)),
      cardsWithoutUser,
      guestsWithoutGroup: guestsWithoutGroup.sort(byItem),
      groupsWithoutLock: groupsWithoutLock.sort(byItem),
      locksWithoutGroup: locksWithoutGroup.sort(byItem),
    },
  };
}

/** @internal The review of what was read, at `at`: every step of reviewSteps at once (the tests' way). */
export const reviewOf = (input: ReviewInput, at: Date): AccessReview => finished(reviewSteps(input, at));

/** Every row of the review, section by section. */
export const reviewRowsOf = (review: AccessReview): ReadonlyArray<ReviewRow> =>
  REVIEW_SECTIONS.flatMap((section) => review.sections[section]);
