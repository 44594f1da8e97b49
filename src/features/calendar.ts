import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

/**
 * Japan's public holidays for every screen that shows or chooses a day (key groups, the access views, the logs, the
 * out-of-hours report): no screen and no world of its own, the same table on every backend. A feature whose use
 * cases ask for holidays lists 'calendar' in its `needs`.
 */
export const calendar: Feature = {
  name: 'calendar',
  screens: {},
  http: () => import('../infrastructure/http/calendar/bindings').then((m) => m.bindHttpCalendar),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/calendar/feature').then((m) => m.bindMemoryCalendar)
    : null,
  world: null,
};
