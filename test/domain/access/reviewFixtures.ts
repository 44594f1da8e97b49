import type { ReviewInput, ReviewKeypad } from '../../../src/domain/access/review';
import type { KeypadCard } from '../../../src/domain/cards/card';
import { NO_CONDITIONS, type Group } from '../../../src/domain/groups/group';
import type { Guest } from '../../../src/domain/guests/guest';
import type { Lock } from '../../../src/domain/locks/lock';
import type { Pin } from '../../../src/domain/pins/pin';

// Wednesday 2026-11-25 20:00 in Japan
export const AT = new Date('2026-11-25T20:00:00+09:00');

export const lock = (
  id: number,
  name: string,
  groups: Lock['groups'] = [],
): Pick<Lock, 'id' | 'setting' | 'groups'> => ({
  id,
  setting: { lockName: name, createdAt: '2026-01-01T00:00:00+09:00', onUpside: false, subLock: null, hub: null },
  groups,
});
export const FRONT = lock(1, '本社 正面玄関', [
  { id: 9, name: '全員', whole: true },
  { id: 2, name: '清掃', whole: false },
]);
export const BACK = lock(2, '倉庫 裏口', [{ id: 9, name: '全員', whole: true }]);
export const OUTDOOR: ReviewKeypad = { lock: FRONT, keypad: { id: 101 }, side: 'outdoor' };

export const pin = (id: number, name: string, timeTill: string | null, status: string | null = 'success'): Pin => ({
  id,
  name,
  pin: '1234',
  timeFrom: timeTill === null ? null : '2026-11-01T00:00:00+09:00',
  timeTill,
  registrationJobStatus: status,
});
export const card = (id: number, name: string, timeTill: string | null, guestName: string | null, status = 'success') =>
  ({
    id,
    name,
    guestName,
    timeFrom: timeTill === null ? null : '2026-11-01T00:00:00+09:00',
    timeTill,
    registrationJobStatus: status,
    cardMasterId: null,
  }) satisfies KeypadCard;
export const group = (id: number, name: string, extra: Partial<Group> = {}): Group => ({
  id,
  name,
  enableOffline: false,
  enableRemote: false,
  whole: false,
  guestCount: 3,
  conditions: NO_CONDITIONS,
  ...extra,
});
export const guest = (id: number, name: string, groups: Guest['groups'], isConnected = true): Guest => ({
  id,
  name,
  email: `g${id}@example.jp`,
  isConnected,
  groups,
  connectionRequestDate: null,
});
export const EMPTY: ReviewInput = {
  locks: [],
  pins: [],
  cards: [],
  cardsWithoutUser: [],
  groups: [],
  guests: [],
  invitedGuestIds: new Set(),
};
export const PINS_FIX = { kind: 'keypad-pins', lockId: 1, keypadId: 101, keypadName: '屋外側' } as const;

/**
 * The large organization's keypad credentials (for the step-by-step evaluations' tests): 200 keypads beside `outdoor`
 * (ids from 1000), each with 30 PINs (every third expiring), one failed PIN registering, and 10 cards (every other
 * expiring, every fourth without a user).
 */
export const largeKeypadCredentials = <K extends ReviewKeypad>(outdoor: K) => ({
  pins: Array.from({ length: 200 }, (_, k) => ({
    keypad: { ...outdoor, keypad: { id: 1000 + k } },
    registered: Array.from({ length: 30 }, (_, i) =>
      pin(k * 100 + i, `PIN ${i}`, i % 3 === 0 ? `2026-11-${27 + (i % 3)}T10:00:00+09:00` : null),
    ),
    registering: [pin(k * 100 + 99, '失敗', null, 'failed')],
  })),
  cards: Array.from({ length: 200 }, (_, k) => ({
    keypad: { ...outdoor, keypad: { id: 1000 + k } },
    registered: Array.from({ length: 10 }, (_, i) =>
      card(k * 100 + i, `カード ${i}`, i % 2 === 0 ? '2026-11-30T18:00:00+09:00' : null, i % 4 === 0 ? null : '佐藤'),
    ),
    registering: [],
  })),
});
