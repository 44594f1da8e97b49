import { defineSlice } from '../world/state';
import { DEMO_GROUPS } from '../groups/slice';
import type { SeedContext } from '../world/seedContext';

export interface GuestRecord {
  id: number;
  organizationId: number;
  name: string;
  email: string;
  isConnected: boolean;
  verifyCode: string | null;
  /** ISO date-time of the last connection-request mail. */
  connectionRequestDate: string | null;
  createdAt: string;
}

/** A guest in a key group (group_guests and group_invitations write the same membership). */
export interface MembershipRecord {
  groupId: number;
  guestId: number;
}

/** The guests part of the demo world. */
export interface GuestsSlice {
  guests: GuestRecord[];
  memberships: MembershipRecord[];
}

export const CURIO_NAMES = [
  '佐藤 健',
  '鈴木 美咲',
  '高橋 大輔',
  '田中 陽子',
  '伊藤 翔',
  '渡辺 彩',
  '山本 拓也',
  '中村 由美',
  '小林 誠',
  '加藤 真理',
  '吉田 亮',
  '山田 花子',
  '佐々木 剛',
  '山口 恵',
  '松本 隼人',
  '井上 千尋',
  '木村 直樹',
  '林 さくら',
  '斎藤 大樹',
  '清水 愛',
  '山崎 悠斗',
  '森 奈々',
  '池田 蓮',
  '橋本 結衣',
  '阿部 颯太',
  '石川 葵',
  '前田 陸',
  '藤田 美月',
  '小川 湊',
  '岡田 凛',
] as const;
export const FUDOSAN_NAMES = [
  '青木 一郎',
  '村上 二郎',
  '近藤 三郎',
  '坂本 四郎',
  '遠藤 五郎',
  '藤井 六郎',
  '西村 七海',
  '福田 八重',
  '太田 九美',
] as const;

/** Organization 1: guests 1–18 connected, 19–30 not; every third unconnected one already got a request mail. */
const CONNECTED_IN_CURIO = 18;

const seedGuests = (ctx: SeedContext): GuestsSlice => {
  const guests: GuestRecord[] = [];
  CURIO_NAMES.forEach((name, index) => {
    const id = index + 1;
    const connected = id <= CONNECTED_IN_CURIO;
    guests.push({
      id,
      organizationId: 1,
      name,
      email: `guest${String(id).padStart(2, '0')}@example.jp`,
      isConnected: connected,
      verifyCode: connected ? null : `V${String(100000 + id)}`,
      connectionRequestDate: !connected && id % 3 === 0 ? ctx.daysAgo(id - CONNECTED_IN_CURIO, 10, 30) : null,
      createdAt: ctx.daysAgo(200 - id),
    });
  });
  FUDOSAN_NAMES.forEach((name, index) => {
    const id = 101 + index;
    guests.push({
      id,
      organizationId: 2,
      name,
      email: `tenant${index + 1}@example.jp`,
      isConnected: index < 6,
      verifyCode: null,
      connectionRequestDate: null,
      createdAt: ctx.daysAgo(90 - index),
    });
  });
  const members = (groupId: number, ids: ReadonlyArray<number>): MembershipRecord[] =>
    ids.map((guestId) => ({ groupId, guestId }));
  const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return {
    guests,
    memberships: [
      ...members(DEMO_GROUPS.unrestricted, range(1, 8)),
      ...members(DEMO_GROUPS.period, [9, 10, 11, 12, 20]),
      ...members(DEMO_GROUPS.night, [13, 14, 15]),
      ...members(DEMO_GROUPS.weekdays, range(16, 22)),
      ...members(DEMO_GROUPS.whole, range(1, CONNECTED_IN_CURIO)),
      ...members(DEMO_GROUPS.cleaning, [2, 23, 24, 25]),
      ...members(DEMO_GROUPS.fudosanTenants, range(101, 106)),
    ],
  };
};

declare module '../world/state' {
  interface WorldSlices {
    guests: GuestsSlice;
  }
}

/** The guests slice; bump the version when its shape changes (a stored world of another version is seeded anew). */
export const guestsSlice = defineSlice({ name: 'guests', version: 2, needs: [], seed: seedGuests });
