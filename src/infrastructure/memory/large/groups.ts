import type { GroupRecord, WeekdaysRecord } from '../groups/slice';
import type { GroupLockLink } from '../locks/records';
import { period, type Clock } from './clock';
import { GROUP_ID, LARGE, LOCK_ID, lockless, unreached } from './figures';
import { BUILDINGS, DOORS } from './names';

/** The large organization's key groups (ten kinds, five of each, and the whole one) and the doors each reaches. */

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

export const seedGroups = (clock: Clock): GroupRecord[] => {
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
export const seedGroupLocks = (random: () => number): GroupLockLink[] => {
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
