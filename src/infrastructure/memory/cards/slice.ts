import type { CredentialStatus } from '../keypads/records';
import type { SeedContext } from '../world/seedContext';
import { defineSlice } from '../world/state';

/** A card of an organization (card master). The guest holds it when guestId is set. */
export interface CardMasterRecord {
  id: number;
  organizationId: number;
  name: string;
  guestId: number | null;
  createdAt: string;
}

/** A card on a keypad. */
export interface KeypadCardRecord {
  id: number;
  keypadId: number;
  cardMasterId: number;
  timeFrom: string | null;
  timeTill: string | null;
  status: CredentialStatus;
  dueAt: string | null;
}

/** The cards part of the demo world; the guests' card names of earlier versions live here now. */
export interface CardsSlice {
  cardMasters: CardMasterRecord[];
  keypadCards: KeypadCardRecord[];
}

/** The fixed cards tests rely on (docs/DEMO-WORLD.md). */
export const DEMO_CARDS = {
  /** Guest 1's two cards: deleting guest 1 is refused with these names. */
  holderCards: [1, 2],
  /** Registered on the outdoor keypad of 本社 正面玄関: deleting it fails with the keypad modal. */
  onKeypad: 3,
  keypad: 101,
  /** First card without a user. */
  firstWithoutUser: 26,
  withUserCount: 25,
  total: 45,
} as const;

/**
 * Organization 1: cards 1–25 with users, 26–45 without. Guest 1 holds cards 1 and 2; the others go to
 * guests 10–30, so the guests other tests delete (2, 3…) hold none.
 */
const seedCards = (ctx: SeedContext): CardsSlice => {
  const cardMasters: CardMasterRecord[] = [];
  for (let id = 1; id <= DEMO_CARDS.total; id += 1) {
    const withUser = id <= DEMO_CARDS.withUserCount;
    const name = id === 1 ? '社員証001' : id === 2 ? '予備カード' : `カード${String(id).padStart(3, '0')}`;
    cardMasters.push({
      id,
      organizationId: 1,
      name,
      guestId: !withUser ? null : id <= 2 ? 1 : 10 + ((id - 3) % 21),
      createdAt: ctx.daysAgo(120 - id, 9 + (id % 8), (id * 7) % 60),
    });
  }
  for (let i = 0; i < 5; i += 1) {
    cardMasters.push({
      id: 101 + i,
      organizationId: 2,
      name: `入居者${i + 1}`,
      guestId: i < 3 ? 101 + i : null,
      createdAt: ctx.daysAgo(60 - i, 10, 0),
    });
  }
  const onKeypad = (
    id: number,
    keypadId: number,
    cardMasterId: number,
    status: CredentialStatus,
    period: [string, string] | null = null,
  ): KeypadCardRecord => ({
    id,
    keypadId,
    cardMasterId,
    timeFrom: period?.[0] ?? null,
    timeTill: period?.[1] ?? null,
    status,
    dueAt: null,
  });
  return {
    cardMasters,
    keypadCards: [
      onKeypad(1, DEMO_CARDS.keypad, DEMO_CARDS.onKeypad, 'registered'),
      onKeypad(2, DEMO_CARDS.keypad, 4, 'registered', [ctx.daysAgo(5, 9, 0), ctx.daysAhead(60, 18, 0)]),
      onKeypad(3, DEMO_CARDS.keypad, 5, 'registering'),
      onKeypad(4, DEMO_CARDS.keypad, 6, 'failed'),
      onKeypad(5, 131, 101, 'registered'),
    ],
  };
};

declare module '../world/state' {
  interface WorldSlices {
    cards: CardsSlice;
  }
}

/** The cards slice (guest ids and keypad ids are fixed demo ids); bump the version when its shape changes. */
export const cardsSlice = defineSlice({ name: 'cards', version: 2, needs: [], seed: seedCards });
