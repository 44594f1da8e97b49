import type { BatteryCode } from '../../../domain/locks/lock';
import { JAPAN_TIME } from '../../../domain/shared/dates';
import type { CardMasterRecord, KeypadCardRecord } from '../cards/slice';
import type { GroupRecord, WeekdaysRecord } from '../groups/slice';
import type { GuestRecord, MembershipRecord } from '../guests/slice';
import type { CredentialStatus } from '../keypads/records';
import type { GroupLockLink, KeypadRecord, LockRecord } from '../locks/records';
import { randomFor } from '../locks/history';
import type { PinRecord } from '../pins/slice';
import { DEMO } from '../world/platformSeed';
import type { WorldState } from '../world/state';
import { LARGE_ORGANIZATION_ID } from './organization';
import { BUILDINGS, DOORS, FAMILY_NAMES, GIVEN_NAMES, PIN_PURPOSES } from './names';

/**
 * The large organization of the demo (docs/DEMO-WORLD.md): an organization of real size for the access views, added
 * to the world only from the dev menu, so the default world stays small. Every record follows from its index (the
 * varieties the tests count) or from one fixed-seed generator (which guests and locks a group holds): the same
 * organization every time for the same day. Plain loops, no faker: 10,000 records in a few tens of milliseconds.
 */
export const LARGE = {
  organizationId: LARGE_ORGANIZATION_ID,
  name: '大規模デモ株式会社',
  /** manager@example.jp manages it beside organizations 1 and 2. */
  managerAccountId: DEMO.accounts.manager,
  locks: 200,
  keypads: 100,
  groups: 50,
  guests: 3000,
  cards: 1000,
  pins: 5000,
  /** Ids start here for every kind of record (the world's own sequences hand out 1001 upwards). */
  firstId: 100_001,
  seed: 20_261_125,
} as const;

const LOCK_ID = LARGE.firstId;
const KEYPAD_ID = LARGE.firstId;
const SUB_LOCK_ID = LARGE.firstId;
const GROUP_ID = LARGE.firstId;

/** Whether lock i (0-based) has no hub: every eighth, and the indoor-only keypad locks of each fortieth. */
const withoutHub = (i: number): boolean => i % 8 === 7 || i % 40 === 2;
/** The twentieth door of each site (屋上扉): no group reaches it. */
const unreached = (i: number): boolean => i % 20 === 19;
/** Groups that reach no lock. */
const lockless = (g: number): boolean => g % 12 === 11;
/** Groups no guest is in. */
const memberless = (g: number): boolean => g % 17 === 16;
/** Guests in no group. */
const groupless = (i: number): boolean => i % 20 === 19;

const ALL_WEEK = (days: ReadonlyArray<keyof WeekdaysRecord>): WeekdaysRecord => ({
  monday: days.includes('monday'),
  tuesday: days.includes('tuesday'),
  wednesday: days.includes('wednesday'),
  thursday: days.includes('thursday'),
  friday: days.includes('friday'),
  saturday: days.includes('saturday'),
  sunday: days.includes('sunday'),
});
const WEEKDAYS = ALL_WEEK(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
const WEEKENDS = ALL_WEEK(['saturday', 'sunday']);

interface Clock {
  /** ISO date-time in Japan, `days` from the seeding day (negative: before). */
  at(days: number, hour: number, minute?: number): string;
  /** Epoch seconds of the start of the Japan day `days` from the seeding day. */
  dayStart(days: number): number;
}

const DAY_MS = 86_400_000;
const two = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Japan keeps +09:00 all year: days and clock times are plain arithmetic (luxon per record was most of the time). */
const clockOf = (now: Date): Clock => {
  const todayMs = Math.floor((now.getTime() + JAPAN_TIME.offsetMs) / DAY_MS) * DAY_MS - JAPAN_TIME.offsetMs;
  return {
    // the same text as luxon's toISO() in Asia/Tokyo, as the other slices write it: 2026-11-21T09:00:00.000+09:00
    at: (days, hour, minute = 0) => {
      const d = new Date(todayMs + days * DAY_MS + hour * 3_600_000 + minute * 60_000 + JAPAN_TIME.offsetMs);
      return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}T${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:00.000${JAPAN_TIME.offset}`;
    },
    dayStart: (days) => (todayMs + days * DAY_MS) / 1000,
  };
};

/** Ten kinds of key group, by group index % 10; five groups of each kind. */
const GROUP_KINDS: ReadonlyArray<{
  name: string;
  parts: (clock: Clock, round: number) => Pick<GroupRecord, 'duration' | 'daily' | 'weekly'>;
}> = [
  { name: 'オフィス共通', parts: () => ({ duration: null, daily: null, weekly: null }) },
  { name: '平日スタッフ', parts: () => ({ duration: null, daily: null, weekly: WEEKDAYS }) },
  {
    name: '日勤',
    parts: () => ({ duration: null, daily: { fromMinute: 9 * 60, expiresInMinutes: 9 * 60 }, weekly: null }),
  },
  // 22:00〜翌06:00: across midnight
  {
    name: '夜間警備',
    parts: () => ({ duration: null, daily: { fromMinute: 22 * 60, expiresInMinutes: 8 * 60 }, weekly: null }),
  },
  {
    name: '平日日中',
    parts: () => ({ duration: null, daily: { fromMinute: 8 * 60, expiresInMinutes: 12 * 60 }, weekly: WEEKDAYS }),
  },
  { name: 'プロジェクト', parts: (c) => ({ duration: period(c, -30, 90), daily: null, weekly: null }) },
  // ends 1 to 5 days from the seeding day: within the review's 7 days
  { name: '短期契約', parts: (c, round) => ({ duration: period(c, -60, round + 1), daily: null, weekly: null }) },
  { name: '終了済み案件', parts: (c) => ({ duration: period(c, -120, -10), daily: null, weekly: null }) },
  {
    name: '週末清掃',
    parts: (c) => ({
      duration: period(c, -30, 150),
      daily: { fromMinute: 10 * 60, expiresInMinutes: 5 * 60 },
      weekly: WEEKENDS,
    }),
  },
  { name: '入居予定', parts: (c) => ({ duration: period(c, 10, 100), daily: null, weekly: null }) },
];

/** A group period from the start of one day to the end of another (the groups slice's shape). */
function period(clock: Clock, fromDays: number, toDays: number): GroupRecord['duration'] {
  return { from: clock.dayStart(fromDays), expiresIn: clock.dayStart(toDays) + 86_399 - clock.dayStart(fromDays) };
}

const BATTERIES: ReadonlyArray<BatteryCode> = [0, 0, 0, 1, 0, 2, 0, 3, 1, 4, 0, 5, 0, 6, 1, 7, null];

/** Hub serials in each range of devices-access §3, as numbers and as digit strings. */
const hubOf = (i: number): string | number => {
  switch (i % 4) {
    case 0:
      return 1_000_000 + i; // Q-H1
    case 1:
      return String(2_000_001 + i); // Q-H1A, a string
    case 2:
      return 9_000_000 + i; // Q-H1
    default:
      return 9_900_500 + i; // Q-H1A
  }
};

const seedLocks = (clock: Clock): LockRecord[] => {
  const locks: LockRecord[] = [];
  let keypadId = KEYPAD_ID;
  const keypad = (useCase: number): KeypadRecord => {
    const id = keypadId;
    keypadId += 1;
    const modelId = id % 2 === 0 ? 5 : 3;
    return {
      id,
      modelId,
      serialNo: `${modelId === 5 ? 'PR' : 'PD'}${String(id)}`,
      useCase,
      batteryA: BATTERIES[id % BATTERIES.length] ?? 0,
      batteryB: BATTERIES[(id * 3) % BATTERIES.length] ?? 0,
    };
  };
  for (let i = 0; i < LARGE.locks; i += 1) {
    const id = LOCK_ID + i;
    const modelId = i % 3 === 0 ? 4 : 1;
    // i % 8: 0 both sides, 1 outdoor only, 2 indoor only (use_case 1 or 8), others none: 50 + 25 + 25 keypads
    const side = i % 8;
    const keypads =
      side === 0 ? [keypad(0), keypad(1)] : side === 1 ? [keypad(0)] : side === 2 ? [keypad(i % 16 === 2 ? 8 : 1)] : [];
    const remote: LockRecord['remote'] =
      i === 5
        ? { kind: 'fails', message: 'ロックとの通信がタイムアウトしました。ハブとロックの距離を確認してください。' }
        : i === 13
          ? { kind: 'hangs' }
          : i === 21
            ? { kind: 'ambiguous' }
            : { kind: 'normal' };
    locks.push({
      id,
      organizationId: LARGE.organizationId,
      modelId,
      serialNo: `${modelId === 4 ? 'LR' : 'LK'}${String(id)}`,
      batteryA: BATTERIES[i % BATTERIES.length] ?? 0,
      batteryB: BATTERIES[(i * 7) % BATTERIES.length] ?? 0,
      lockName: `${BUILDINGS[Math.floor(i / DOORS.length)] ?? ''} ${DOORS[i % DOORS.length] ?? ''}`,
      createdAt: clock.at(-(400 - i), 10, 30),
      onUpside: i % 2 === 1,
      subLock:
        i % 10 === 3
          ? { id: SUB_LOCK_ID + i, modelId: 4, serialNo: `LR${String(SUB_LOCK_ID + i)}`, batteryA: 0, batteryB: 1 }
          : null,
      hubSerial: withoutHub(i) ? null : hubOf(i),
      keypads,
      // a few doors left open (every 25th from the fifth), for 'lock every unlocked door'
      remoteStatus: i === 21 ? 'open_and_close' : i % 25 === 4 ? 'open' : 'close',
      remote,
    });
  }
  return locks;
};

const seedGroups = (clock: Clock): GroupRecord[] => {
  const created = clock.at(-200, 10);
  const groups: GroupRecord[] = [];
  for (let g = 0; g < LARGE.groups; g += 1) {
    const kind = GROUP_KINDS[g % GROUP_KINDS.length];
    if (!kind) continue;
    const round = Math.floor(g / GROUP_KINDS.length);
    groups.push({
      id: GROUP_ID + g,
      organizationId: LARGE.organizationId,
      name: `${kind.name} ${round + 1}`,
      enableOffline: g % 7 !== 6,
      enableRemote: g % 10 === 0 || g % 5 === 2,
      whole: false,
      ...kind.parts(clock, round),
      createdAt: created,
    });
  }
  // the organization's whole group, as every organization has: hidden from the list, reaching no lock here
  groups.push({
    id: GROUP_ID + LARGE.groups,
    organizationId: LARGE.organizationId,
    name: '全員',
    enableOffline: true,
    enableRemote: false,
    whole: true,
    duration: null,
    daily: null,
    weekly: null,
    createdAt: created,
  });
  return groups;
};

/** Each group with locks holds 3 to 30 doors, most of its home site's; every door but the unreached is in one. */
const seedGroupLocks = (random: () => number): GroupLockLink[] => {
  const links: GroupLockLink[] = [];
  const reached = new Set<number>();
  const withLocks: number[] = [];
  for (let g = 0; g < LARGE.groups; g += 1) {
    if (lockless(g)) continue;
    withLocks.push(g);
    const home = g % BUILDINGS.length;
    const chosen = new Set<number>();
    const count = 3 + Math.floor(random() * 28);
    for (let n = 0; n < count; n += 1) {
      const site = random() < 0.85 ? home : Math.floor(random() * BUILDINGS.length);
      const i = site * DOORS.length + Math.floor(random() * DOORS.length);
      if (!unreached(i)) chosen.add(i);
    }
    if (chosen.size === 0) chosen.add(home * DOORS.length);
    for (const i of chosen) {
      links.push({ groupId: GROUP_ID + g, lockId: LOCK_ID + i });
      reached.add(i);
    }
  }
  for (let i = 0; i < LARGE.locks; i += 1) {
    if (unreached(i) || reached.has(i)) continue;
    const g = withLocks[i % withLocks.length] ?? 0;
    links.push({ groupId: GROUP_ID + g, lockId: LOCK_ID + i });
  }
  return links;
};

const guestId = (i: number): number => LARGE.firstId + i;

const seedGuests = (clock: Clock): GuestRecord[] => {
  const guests: GuestRecord[] = [];
  for (let i = 0; i < LARGE.guests; i += 1) {
    const family = i % FAMILY_NAMES.length;
    // (family, given) runs through every pair once: 3,000 different names
    const given = (Math.floor(i / FAMILY_NAMES.length) + family * 7) % GIVEN_NAMES.length;
    const connected = i % 10 < 7;
    guests.push({
      id: guestId(i),
      organizationId: LARGE.organizationId,
      name: `${FAMILY_NAMES[family] ?? ''} ${GIVEN_NAMES[given] ?? ''}`,
      email: `user${String(i + 1).padStart(4, '0')}@large.example.jp`,
      isConnected: connected,
      verifyCode: connected ? null : `V${String(200_000 + i)}`,
      connectionRequestDate: !connected && i % 3 === 0 ? clock.at(-(1 + (i % 20)), 10, 30) : null,
      createdAt: clock.at(-(300 - Math.floor(i / 10)), 9),
    });
  }
  return guests;
};

/** Every fourth guest is in オフィス共通 1; every other guest in a group is in 1 to 3 groups drawn at random. */
const seedMemberships = (random: () => number): MembershipRecord[] => {
  const memberships: MembershipRecord[] = [];
  const open: number[] = [];
  for (let g = 0; g < LARGE.groups; g += 1) if (!memberless(g)) open.push(g);
  for (let i = 0; i < LARGE.guests; i += 1) {
    if (groupless(i)) continue;
    const chosen = new Set<number>();
    if (i % 4 === 0) chosen.add(0);
    const count = 1 + Math.floor(random() * 3);
    while (chosen.size < count) chosen.add(open[Math.floor(random() * open.length)] ?? 0);
    for (const g of chosen) memberships.push({ groupId: GROUP_ID + g, guestId: guestId(i) });
  }
  return memberships;
};

const seedCardMasters = (clock: Clock): CardMasterRecord[] => {
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
const seedKeypadCards = (clock: Clock, cards: ReadonlyArray<CardMasterRecord>): KeypadCardRecord[] => {
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
const seedPins = (clock: Clock): PinRecord[] => {
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

/** Whether the world holds the large organization. */
export const hasLargeOrganization = (state: Readonly<WorldState>): boolean =>
  state.organizations.some((o) => o.id === LARGE.organizationId);

/**
 * Adds the large organization to the world, dated from `now`, and makes manager@example.jp one of its managers.
 * Nothing else changes; adding it twice adds nothing.
 */
export const addLargeOrganization = (state: WorldState, now: Date): void => {
  if (hasLargeOrganization(state)) return;
  const clock = clockOf(now);
  const random = randomFor(LARGE.seed);
  const created = clock.at(-400, 10);
  state.organizations.push({
    id: LARGE.organizationId,
    name: LARGE.name,
    organizationType: 'card',
    invoiceRequesting: false,
    paymentCycle: 'monthly',
    enablePayPerGuests: true,
    planFunctions: {
      downloadLogCsv: true,
      downloadInoutLogCsv: true,
      downloadTimecardCsv: true,
      maximumManagerCount: 20,
      remainingManagerCount: 19,
      changeLockStateNotification: true,
      guestCsvRegistration: true,
      maximumPinCount: 50,
      displayLockLog: true,
      displayInoutLog: true,
      displayTimecard: true,
      maximumGuestCount: 5000,
      remainingGuestCount: 5000 - LARGE.guests,
    },
  });
  const manager = state.accounts.find((a) => a.id === LARGE.managerAccountId);
  if (manager) {
    manager.organizationIds.push(LARGE.organizationId);
    state.managers.push({
      accountId: manager.id,
      organizationId: LARGE.organizationId,
      createdAt: created,
      updatedAt: created,
    });
  }
  state.contracts[LARGE.organizationId] = {
    division: '総務本部 ファシリティ部',
    url: 'https://large-demo.example.jp',
    tel: '0355550100',
    zip: '1000005',
    prefecture: '東京都',
    address: '千代田区丸の内一丁目1番1号',
    staffName: '山田 太郎',
    staffEmail: 'manager@example.jp',
    deliveries: [],
    plans: [
      { name: 'コンソール利用料', amount: 1 },
      { name: 'Proプラン', amount: 10 },
      { name: 'Qrio Lock オプション', amount: LARGE.locks },
      { name: 'Qrio Pad オプション', amount: LARGE.keypads },
    ],
    defaultPaymentCard: null,
    cards: [],
    invoiceHistories: [],
  };
  state.locks.push(...seedLocks(clock));
  state.groups.push(...seedGroups(clock));
  state.groupLocks.push(...seedGroupLocks(random));
  state.guests.push(...seedGuests(clock));
  state.memberships.push(...seedMemberships(random));
  const cards = seedCardMasters(clock);
  state.cardMasters.push(...cards);
  state.keypadCards.push(...seedKeypadCards(clock, cards));
  state.pins.push(...seedPins(clock));
};
