import type { Feature } from './feature';

const bindings = () => import('../infrastructure/container/features/calendar').then((m) => m.bindCalendar);

/**
 * Japan's public holidays for every screen that shows or chooses a day (key groups, the access views, the logs, the
 * out-of-hours report): no screen and no world of its own, the same table on every backend. A feature whose use
 * cases ask for holidays lists 'calendar' in its `needs`.
 */
export const calendar: Feature = {
  name: 'calendar',
  screens: {},
  http: bindings,
  memory: bindings,
  world: null,
};
