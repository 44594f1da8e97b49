import type { CardMasterRecord, KeypadCardRecord } from '../cards/slice';
import type { CredentialStatus } from '../keypads/records';
import type { PinRecord } from '../pins/slice';
import type { Clock } from './clock';
import { guestId, KEYPAD_ID, LARGE } from './figures';
import { PIN_PURPOSES } from './names';

/** The large organization's IC cards (on the keypads or not) and PINs, with the registrations and periods to review. */

export const seedCardMasters = (clock: Clock): CardMasterRecord[] => {
  const cards: CardMasterRecord[] = [];
  for (let i = 0; i < LARGE.cards; i += 1) {
    const withUser = i % 5 !== 4;
    const number = String(i + 1).padStart(4, '0');
    cards.push({
      id: LARGE.firstId + i,
      organizationId: LARGE.organizationId,
      name: withUser ? `社員証${number}` : `予備カード${number}`,
      // 800 different guests, one card each
      guestId: withUser ? guestId((i * 3) % LARGE.guests) : null,
      createdAt: clock.at(-(200 - Math.floor(i / 5)), 9 + (i % 8), (i * 7) % 60),
    });
  }
  return cards;
};

/** Registration and validity of the n-th credential on a keypad: the varieties the access review looks for. */
const credentialState = (
  clock: Clock,
  status: CredentialStatus,
  validity: 'none' | 'current' | 'expiring' | 'expired' | 'future',
  days: number,
): Pick<PinRecord, 'timeFrom' | 'timeTill' | 'status' | 'dueAt'> => {
  const [timeFrom, timeTill] =
    validity === 'current'
      ? [clock.at(-10, 9), clock.at(60, 18)]
      : validity === 'expiring'
        ? [clock.at(-40, 9), clock.at(days, 18)]
        : validity === 'expired'
          ? [clock.at(-40, 9), clock.at(-days, 18)]
          : validity === 'future'
            ? [clock.at(5, 9), clock.at(35, 18)]
            : [null, null];
  // dueAt null: a registration the keypad has not answered stays as it is (registering for good)
  return { timeFrom, timeTill, status, dueAt: null };
};

/**
 * Each card with a user is on keypad i % 100, every third also on another; 20 cards without a user (they lost it)
 * are on one too. Every fortieth registration failed and the one before it is still registering; every tenth from the
 * second has a period, the third expires within 7 days, the fourth has expired.
 */
export const seedKeypadCards = (clock: Clock, cards: ReadonlyArray<CardMasterRecord>): KeypadCardRecord[] => {
  const placed: KeypadCardRecord[] = [];
  const place = (cardMasterId: number, keypadIndex: number) => {
    const n = placed.length;
    const status: CredentialStatus = n % 40 === 39 ? 'failed' : n % 40 === 38 ? 'registering' : 'registered';
    const validity = n % 10 === 1 ? 'current' : n % 10 === 2 ? 'expiring' : n % 10 === 3 ? 'expired' : 'none';
    placed.push({
      id: LARGE.firstId + n,
      keypadId: KEYPAD_ID + keypadIndex,
      cardMasterId,
      ...credentialState(clock, status, validity, 1 + (n % 6)),
    });
  };
  cards.forEach((card, i) => {
    if (card.guestId === null) {
      if (i % 50 === 4) place(card.id, i % LARGE.keypads);
      return;
    }
    place(card.id, i % LARGE.keypads);
    if (i % 3 === 0) place(card.id, (i * 7 + 13) % LARGE.keypads);
  });
  return placed;
};

/**
 * 50 PINs on each keypad (the cap of devices-access §6): slot 49 of every fifth keypad failed (a 9999 code), slot 48
 * of every fourth from the second is registering; by slot % 10, 6 has a period, 7 expires within 7 days, 8 has
 * expired, 9 starts later, the others have none.
 */
export const seedPins = (clock: Clock): PinRecord[] => {
  const pins: PinRecord[] = [];
  const perKeypad = LARGE.pins / LARGE.keypads;
  for (let k = 0; k < LARGE.keypads; k += 1) {
    for (let j = 0; j < perKeypad; j += 1) {
      const failed = j === perKeypad - 1 && k % 5 === 0;
      const registering = j === perKeypad - 2 && k % 4 === 1;
      const length = 4 + (j % 5);
      const digits = String((k * 7919 + j * 104_729 + 1234) % 10 ** length).padStart(length, '0');
      const code = failed
        ? `9999${digits.slice(4).padEnd(4, '0')}`
        : digits.startsWith('9999')
          ? `8${digits.slice(1)}`
          : digits;
      const slot = j % 10;
      const validity =
        slot === 6 ? 'current' : slot === 7 ? 'expiring' : slot === 8 ? 'expired' : slot === 9 ? 'future' : 'none';
      pins.push({
        id: LARGE.firstId + pins.length,
        keypadId: KEYPAD_ID + k,
        name: `${PIN_PURPOSES[(k + j) % PIN_PURPOSES.length] ?? ''} ${j + 1}`,
        pin: code,
        ...credentialState(
          clock,
          failed ? 'failed' : registering ? 'registering' : 'registered',
          validity,
          1 + ((k + j) % 6),
        ),
      });
    }
  }
  return pins;
};
