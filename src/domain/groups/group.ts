/** A key group (access group): which guests may open which locks, and when. */
export type GroupId = number;

/** The seven weekday switches of a weekly condition, Monday first as on the wire. */
export interface Weekdays {
  readonly monday: boolean;
  readonly tuesday: boolean;
  readonly wednesday: boolean;
  readonly thursday: boolean;
  readonly friday: boolean;
  readonly saturday: boolean;
  readonly sunday: boolean;
}

export type Weekday = keyof Weekdays;

/** Monday first, the order of the wire fields and of the Japanese description. */
export const WEEKDAYS: ReadonlyArray<Weekday> = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  monday: '月',
  tuesday: '火',
  wednesday: '水',
  thursday: '木',
  friday: '金',
  saturday: '土',
  sunday: '日',
};

/** A validity period: from an instant (epoch seconds), lasting expiresIn seconds (end inclusive). */
export interface DurationCondition {
  readonly from: number;
  readonly expiresIn: number;
}

/** A daily window: from a minute of the day (Japan time), lasting expiresInMinutes; may run past midnight. */
export interface DailyCondition {
  readonly fromMinute: number;
  readonly expiresInMinutes: number;
}

/** group_term_of_validity: every part optional; null means that part does not restrict. */
export interface GroupConditions {
  readonly duration: DurationCondition | null;
  readonly daily: DailyCondition | null;
  readonly weekly: Weekdays | null;
}

export interface Group {
  readonly id: GroupId;
  readonly name: string;
  readonly enableOffline: boolean;
  readonly enableRemote: boolean;
  /** The organization-wide group: it exists on the server but is never listed. */
  readonly whole: boolean;
  readonly guestCount: number;
  readonly conditions: GroupConditions;
}

/** @internal A group with no access conditions, for tests. */
export const NO_CONDITIONS: GroupConditions = { duration: null, daily: null, weekly: null };

export const GROUP_NAME_MAX = 30;

/** Group guest tabs page size (devices-access §9). */
export const GROUP_GUEST_PAGE_SIZE = 10;

/** The groups list hides whole groups (devices-access §3). */
export const visibleGroups = <G extends Pick<Group, 'whole'>>(groups: ReadonlyArray<G>): ReadonlyArray<G> =>
  groups.filter((group) => !group.whole);
