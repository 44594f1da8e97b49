import { WEEKDAYS, type Weekday, type Weekdays } from '../../src/domain/groups/group';

/** The days of a weekly condition: the ones named are on, the rest off (`weekdays()` is none). */
export const weekdays = (...on: ReadonlyArray<Weekday>): Weekdays =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, on.includes(day)])) as unknown as Weekdays;
