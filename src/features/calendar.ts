import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

/**
 * Japan's public holidays for every screen that shows or chooses a day (key groups, the access views, the logs, the
 * out-of-hours report): no screen and no world of its own, the same table on every backend. A feature whose use
 * cases ask for holidays lists 'calendar' in its `needs`; a route of a feature on the lock list's way (groups, PINs,
 * cards: the lock list needs them) whose screen shows holidays is named in `alsoFor` instead, so the lock list and
 * the groups list load nothing of it.
 */
export const calendar: Feature = {
  name: 'calendar',
  screens: {},
  // every screen with a date field (ui/calendar/HolidayDateField) or a holiday notice; a new one adds its route here
  alsoFor: [
    'groups-new',
    'groups-detail',
    'pins-new',
    'cards-new',
    'locks-logs',
    'lock-access',
    'guest-access',
    'account-signup-organization',
  ],
  http: () => import('../infrastructure/http/calendar/bindings').then((m) => m.bindHttpCalendar),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/calendar/feature').then((m) => m.bindMemoryCalendar)
    : null,
  world: null,
};
