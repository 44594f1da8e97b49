import { expiringUntilOf } from '../access/review';
import { groupPeriodEndOf } from '../access/moment';
import { DAY_MS } from '../calendar/days';
import type { CardMaster, KeypadCard } from '../cards/card';
import type { Group } from '../groups/group';
import type { Guest } from '../guests/guest';
import { hasRegistrationFailed } from '../keypads/registration';
import type { KeypadSide } from '../keypads/keypadSide';
import type { Lock } from '../locks/lock';
import { KEYPAD_SIDE_LABELS } from '../locks/messages';
import type { Pin } from '../pins/pin';
import type { DoorRow } from '../remote/doorStates';
import { formatJapaneseDate, formatJapaneseDateTime, instantOfIso } from '../shared/dates';
import { finished, ROWS_A_STEP, type Steps } from '../shared/steps';
import { deviceAttentionOf } from './devices';
import { sortAttention, type AttentionFix, type AttentionItem } from './items';
import { ATTENTION_MESSAGES } from './messages';

/**
 * 要対応 in full: the devices (devices.ts), then what the screen reads besides (the keypads' PINs and cards, the
 * groups, the guests, the cards without a user), evaluated at one moment. Linear in what was read.
 */

/** A keypad as 要対応 names it: its lock, id and side (what the access reads' keypads carry). */
export interface AttentionKeypad {
  readonly lock: Pick<Lock, 'id' | 'setting'>;
  readonly keypad: { readonly id: number };
  readonly side: KeypadSide | null;
}

/** Both tabs of a keypad's PINs or cards (the registering tab holds the failed jobs). */
export interface AttentionKeypadItems<T> {
  readonly keypad: AttentionKeypad;
  readonly registered: ReadonlyArray<T>;
  readonly registering: ReadonlyArray<T>;
}

export interface AttentionInput {
  readonly locks: ReadonlyArray<Lock>;
  /** 扉の状態's last reading of this session, null when it was not read. */
  readonly doors: ReadonlyArray<DoorRow> | null;
  readonly pins: ReadonlyArray<AttentionKeypadItems<Pin>>;
  readonly cards: ReadonlyArray<AttentionKeypadItems<KeypadCard>>;
  /** Every group (the hidden whole one is left out here). */
  readonly groups: ReadonlyArray<Group>;
  readonly guests: ReadonlyArray<Guest>;
  readonly cardsWithoutUser: ReadonlyArray<CardMaster>;
}

/** 'Still open after 14 days' (the words): a request sent 14 days ago or earlier. */
export const CONNECTION_WAIT_DAYS = 14;

const whereOf = (keypad: AttentionKeypad): string =>
  `${keypad.lock.setting.lockName}・${keypad.side === null ? '-' : KEYPAD_SIDE_LABELS[keypad.side]}`;

const keypadFix = (kind: 'keypadPins' | 'keypadCards', keypad: AttentionKeypad): AttentionFix => ({
  kind,
  lockId: keypad.lock.id,
  keypadId: keypad.keypad.id,
  side: keypad.side,
});

/**
 * An end within 'the next 7 days' (the access review's window: today and the next seven calendar days, from the
 * moment), not passed yet: a PIN is expired when its end is earlier than now (devices-access §3).
 */
const endingWithin = (end: number, at: Date, until: Date): boolean =>
  !Number.isNaN(end) && end >= at.getTime() && end < until.getTime();

/** One keypad's PINs or cards that need a hand: failed registrations and ends within the next 7 days. */
const credentialItems = <T extends Pin | KeypadCard>(
  kind: 'pin' | 'card',
  { keypad, registered, registering }: AttentionKeypadItems<T>,
  at: Date,
  until: Date,
): AttentionItem[] => {
  const items: AttentionItem[] = [];
  const fix = keypadFix(kind === 'pin' ? 'keypadPins' : 'keypadCards', keypad);
  // the words are made only for an item listed (a large organization has thousands of credentials, few listed)
  const subjectOf = (item: T): string =>
    kind === 'pin' ? ATTENTION_MESSAGES.pin(item.name) : ATTENTION_MESSAGES.card(item.name);
  const placeOf = (user: string | null | undefined): string =>
    user === undefined ? whereOf(keypad) : `${whereOf(keypad)}・${user ?? ATTENTION_MESSAGES.noUser}`;
  for (const list of [registered, registering])
    for (const item of list) {
      const user = 'guestName' in item ? item.guestName : undefined;
      const record = `${kind}:${keypad.keypad.id}:${item.id}`;
      if (hasRegistrationFailed(item)) {
        items.push({
          key: `failed:${record}`,
          kind: 'registrationFailed',
          subject: subjectOf(item),
          detail: placeOf(user),
          when: null,
          fix,
        });
        continue;
      }
      // a card whose user is gone is being deleted (devices-access §2): on its way out, not ending
      if (user === null || item.timeTill === null) continue;
      const end = instantOfIso(item.timeTill);
      if (!endingWithin(end, at, until)) continue;
      items.push({
        key: `ending:${record}:${end}`,
        kind: 'endingSoon',
        subject: subjectOf(item),
        detail: `${placeOf(user)}・${ATTENTION_MESSAGES.ends(formatJapaneseDateTime(new Date(end)))}`,
        when: new Date(end),
        fix,
      });
    }
  return items;
};

const groupItems = (groups: ReadonlyArray<Group>, at: Date, until: Date): AttentionItem[] =>
  groups.flatMap((group): AttentionItem[] => {
    if (group.whole) return [];
    const end = groupPeriodEndOf(group.conditions);
    // the period's last second is inside it: it has ended only once that second has passed
    if (end === null || end.getTime() + 999 < at.getTime() || end.getTime() >= until.getTime()) return [];
    return [
      {
        key: `ending:group:${group.id}:${end.getTime()}`,
        kind: 'endingSoon',
        subject: ATTENTION_MESSAGES.group(group.name),
        detail: ATTENTION_MESSAGES.ends(formatJapaneseDateTime(end)),
        when: end,
        fix: { kind: 'group', groupId: group.id },
      },
    ];
  });

/** Unconnected guests whose last connection request was sent 14 days ago or earlier (a new request starts again). */
const connectionItems = (guests: ReadonlyArray<Guest>, at: Date): AttentionItem[] =>
  guests.flatMap((guest): AttentionItem[] => {
    if (guest.isConnected || guest.connectionRequestDate === null) return [];
    const sent = instantOfIso(guest.connectionRequestDate);
    if (Number.isNaN(sent)) return [];
    const days = Math.floor((at.getTime() - sent) / DAY_MS);
    if (days < CONNECTION_WAIT_DAYS) return [];
    return [
      {
        key: `connection:${guest.id}:${sent}`,
        kind: 'connectionPending',
        subject: guest.name,
        detail: `${guest.email}・${ATTENTION_MESSAGES.requestedOn(formatJapaneseDate(new Date(sent)), days)}`,
        when: new Date(sent),
        fix: { kind: 'guestConnection', guestId: guest.id, guestName: guest.name },
      },
    ];
  });

const cardItems = (cards: ReadonlyArray<CardMaster>): AttentionItem[] =>
  cards
    .filter((card) => card.guestId === null)
    .map((card) => ({
      key: `cardUser:${card.id}`,
      kind: 'cardWithoutUser',
      subject: ATTENTION_MESSAGES.card(card.name),
      detail: ATTENTION_MESSAGES.cardId(card.id),
      when: null,
      fix: { kind: 'cardUser', cardId: card.id },
    }));

/**
 * Every item, sorted for the screen (sortAttention), evaluated at `at` (the reading's moment), as steps (a keypad's
 * credentials, a few hundred guests): LoadAttention runs them a slice at a time.
 */
export function* attentionSteps(input: AttentionInput, at: Date): Steps<ReadonlyArray<AttentionItem>> {
  const until = expiringUntilOf(at);
  const items: AttentionItem[] = [...deviceAttentionOf(input.locks, input.doors)];
  yield;
  for (const keypad of input.pins) {
    items.push(...credentialItems('pin', keypad, at, until));
    yield;
  }
  for (const keypad of input.cards) {
    items.push(...credentialItems('card', keypad, at, until));
    yield;
  }
  items.push(...groupItems(input.groups, at, until));
  for (let from = 0; from < input.guests.length; from += ROWS_A_STEP) {
    items.push(...connectionItems(input.guests.slice(from, from + ROWS_A_STEP), at));
    yield;
  }
  items.push(...cardItems(input.cardsWithoutUser));
  yield;
  return sortAttention(items);
}

/** @internal Every item, sorted (sortAttention), evaluated at `at`: every step at once (the tests' way). */
export const attentionOf = (input: AttentionInput, at: Date): ReadonlyArray<AttentionItem> =>
  finished(attentionSteps(input, at));
