import { defineSlice } from '../world/state';
import type { SeedContext } from '../world/seedContext';

export interface WeekdaysRecord {
  monday: boolean;
  tuesday: boolean;
  wednesday: boolean;
  thursday: boolean;
  friday: boolean;
  saturday: boolean;
  sunday: boolean;
}

/** A key group as the server stores it: conditions in the wire units (epoch seconds, minutes of day). */
export interface GroupRecord {
  id: number;
  organizationId: number;
  name: string;
  enableOffline: boolean;
  enableRemote: boolean;
  whole: boolean;
  duration: { from: number; expiresIn: number } | null;
  daily: { fromMinute: number; expiresInMinutes: number } | null;
  weekly: WeekdaysRecord | null;
  createdAt: string;
}

/** The groups part of the demo world. */
export interface GroupsSlice {
  groups: GroupRecord[];
}

/** The fixed group ids tests and the locks slice rely on (docs/DEMO-WORLD.md). */
export const DEMO_GROUPS = {
  unrestricted: 1,
  period: 2,
  night: 3,
  weekdays: 4,
  whole: 5,
  cleaning: 6,
  fudosanTenants: 7,
  fudosanWhole: 8,
} as const;

const WEEKDAYS_ONLY: WeekdaysRecord = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
};
const WEEKEND_ONLY: WeekdaysRecord = {
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: true,
  sunday: true,
};

const seedGroups = (ctx: SeedContext): GroupsSlice => {
  const dayStart = (days: number): number => Math.floor(ctx.today.startOf('day').plus({ days }).toSeconds());
  const endOfDay = (fromDays: number, toDays: number): number => dayStart(toDays) + 86_399 - dayStart(fromDays);
  const created = ctx.daysAgo(120);
  const group = (id: number, organizationId: number, name: string, parts: Partial<GroupRecord> = {}): GroupRecord => ({
    id,
    organizationId,
    name,
    enableOffline: true,
    enableRemote: false,
    whole: false,
    duration: null,
    daily: null,
    weekly: null,
    createdAt: created,
    ...parts,
  });
  return {
    groups: [
      group(DEMO_GROUPS.unrestricted, 1, '正社員', { enableRemote: true }),
      group(DEMO_GROUPS.period, 1, '短期プロジェクト', {
        duration: { from: dayStart(-14), expiresIn: endOfDay(-14, 45) },
      }),
      group(DEMO_GROUPS.night, 1, '夜間警備', { daily: { fromMinute: 22 * 60, expiresInMinutes: 8 * 60 } }),
      group(DEMO_GROUPS.weekdays, 1, '平日スタッフ', { weekly: WEEKDAYS_ONLY }),
      group(DEMO_GROUPS.whole, 1, '全員', { whole: true }),
      group(DEMO_GROUPS.cleaning, 1, '清掃スタッフ', {
        enableOffline: false,
        duration: { from: dayStart(-30), expiresIn: endOfDay(-30, 150) },
        daily: { fromMinute: 9 * 60, expiresInMinutes: 3 * 60 },
        weekly: WEEKEND_ONLY,
      }),
      group(DEMO_GROUPS.fudosanTenants, 2, '入居者'),
      group(DEMO_GROUPS.fudosanWhole, 2, '全員', { whole: true }),
    ],
  };
};

declare module '../world/state' {
  interface WorldSlices {
    groups: GroupsSlice;
  }
}

/** The groups slice; bump the version when its shape changes (a stored world of another version is seeded anew). */
export const groupsSlice = defineSlice({ name: 'groups', version: 1, needs: [], seed: seedGroups });
