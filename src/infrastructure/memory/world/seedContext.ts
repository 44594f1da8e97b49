import type { Faker } from '@faker-js/faker';
import { DateTime } from 'luxon';
import { JAPAN_TIME } from '../../../domain/shared/dates';

/** What every seeder gets: a seeded faker (ja) and dates placed relative to the world's day. */
export interface SeedContext {
  readonly faker: Faker;
  /** The day the world was made, as a Japan-time DateTime at 09:00. */
  readonly today: DateTime;
  daysAgo(days: number, hour?: number, minute?: number): string;
  daysAhead(days: number, hour?: number, minute?: number): string;
}

/** `faker` is handed in (fakerJA): the world imports it only when it has to seed. */
export const makeSeedContext = (now: Date, faker: Faker, seed = 20261121): SeedContext => {
  faker.seed(seed);
  faker.setDefaultRefDate(now);
  const today = DateTime.fromJSDate(now).setZone(JAPAN_TIME.zone).startOf('day').plus({ hours: 9 });
  const at = (d: DateTime, hour?: number, minute?: number) =>
    (hour === undefined ? d : d.set({ hour, minute: minute ?? 0 })).toISO() ?? '';
  return {
    faker,
    today,
    daysAgo: (days, hour, minute) => at(today.minus({ days }), hour, minute),
    daysAhead: (days, hour, minute) => at(today.plus({ days }), hour, minute),
  };
};
