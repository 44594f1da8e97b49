import { ROUTES } from '../ui/shell/routeTable';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

/**
 * Japan's public holidays for every screen that shows or chooses a day (key groups, the access views, the logs, the
 * out-of-hours report, passes, sign-up's dates): no screen and no world of its own, the same table on every backend.
 * Its bindings (0.5 KB; the table itself loads when a date field or notice first asks, LazyHolidayCalendar) are bound
 * for every route but the lock list's: a new screen with a date field needs no line here (a list of routes was a trap
 * a new screen fell into), and the lock list, whose budget is the tightest, loads nothing of it.
 */
export const calendar: Feature = {
  name: 'calendar',
  screens: {},
  alsoFor: ROUTES.map((route) => route.name).filter((name) => name !== 'home' && name !== 'locks'),
  http: () => import('../infrastructure/http/calendar/bindings').then((m) => m.bindHttpCalendar),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/calendar/feature').then((m) => m.bindMemoryCalendar)
    : null,
  world: null,
};
