import type { GroupConditions, Weekday } from './group';
import { MINUTES_PER_DAY } from './groupForm';

/**
 * A 7 × 24 picture of when a group may enter, for the group settings screen.
 *
 * Rows are days, Sunday first (the console's week starts on Sunday); columns are hours 0–23.
 * A daily window belongs to the day it starts on: with weekly Mon–Fri and 22:00〜翌06:00,
 * Friday night spills into Saturday 00:00–06:00 and Monday morning 00:00–06:00 stays closed.
 * The picture is one repeating week, so a window starting on Saturday night wraps round into
 * the Sunday row (it stands for the next week's Sunday). The validity period is not drawn:
 * it bounds the whole pattern, not a weekday.
 */
export type HourCell = 'open' | 'partial' | 'closed';

export interface WeekViewDay {
  readonly weekday: Weekday;
  readonly label: string;
  /** 24 cells; 'partial' when only some minutes of the hour are open. */
  readonly hours: ReadonlyArray<HourCell>;
}

/** Sunday first. */
const WEEK: ReadonlyArray<readonly [Weekday, string]> = [
  ['sunday', '日'],
  ['monday', '月'],
  ['tuesday', '火'],
  ['wednesday', '水'],
  ['thursday', '木'],
  ['friday', '金'],
  ['saturday', '土'],
];

const MINUTES_PER_WEEK = MINUTES_PER_DAY * 7;

const openMinutes = (conditions: GroupConditions): ReadonlyArray<boolean> => {
  const open = new Array<boolean>(MINUTES_PER_WEEK).fill(false);
  const { daily, weekly } = conditions;
  const start = daily ? ((daily.fromMinute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY : 0;
  const length = daily ? Math.min(daily.expiresInMinutes, MINUTES_PER_WEEK) : MINUTES_PER_DAY;
  WEEK.forEach(([weekday], day) => {
    if (weekly !== null && !weekly[weekday]) return;
    for (let minute = 0; minute < length; minute += 1) {
      open[(day * MINUTES_PER_DAY + start + minute) % MINUTES_PER_WEEK] = true;
    }
  });
  return open;
};

const cellOf = (minutes: ReadonlyArray<boolean>): HourCell => {
  const count = minutes.filter(Boolean).length;
  return count === 0 ? 'closed' : count === minutes.length ? 'open' : 'partial';
};

export const weekViewOf = (conditions: GroupConditions): ReadonlyArray<WeekViewDay> => {
  const open = openMinutes(conditions);
  return WEEK.map(([weekday, label], day) => ({
    weekday,
    label,
    hours: Array.from({ length: 24 }, (_, hour) => {
      const first = day * MINUTES_PER_DAY + hour * 60;
      return cellOf(open.slice(first, first + 60));
    }),
  }));
};

const clock = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Open stretches of one day as [from, to) minutes. */
const rangesOfDay = (open: ReadonlyArray<boolean>, day: number): Array<readonly [number, number]> => {
  const ranges: Array<readonly [number, number]> = [];
  let start: number | undefined;
  for (let minute = 0; minute <= MINUTES_PER_DAY; minute += 1) {
    const isOpen = minute < MINUTES_PER_DAY && open[day * MINUTES_PER_DAY + minute] === true;
    if (isOpen && start === undefined) start = minute;
    if (!isOpen && start !== undefined) {
      ranges.push([start, minute]);
      start = undefined;
    }
  }
  return ranges;
};

/**
 * The week view in words, one line per day Sunday first, to the minute: the text alternative
 * of the grid ('月 00:00〜06:00・22:00〜24:00', '火 終日', '水 利用不可').
 */
export const describeWeekView = (conditions: GroupConditions): ReadonlyArray<string> => {
  const open = openMinutes(conditions);
  return WEEK.map(([, label], day) => {
    const ranges = rangesOfDay(open, day);
    const first = ranges[0];
    if (first === undefined) return `${label} 利用不可`;
    if (ranges.length === 1 && first[0] === 0 && first[1] === MINUTES_PER_DAY) return `${label} 終日`;
    return `${label} ${ranges.map(([from, to]) => `${clock(from)}〜${clock(to)}`).join('・')}`;
  });
};
