import { guestsScreens } from '../ui/guests/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const guests: Feature = {
  name: 'guests',
  needs: ['groups'],
  screens: guestsScreens,
  // 利用者: the first page beside the guard's refresh
  headStarts: {
    guests: () => import('../application/guests/SearchGuests').then((m) => m.GuestsHeadStart),
  },
  http: () => import('../infrastructure/http/guests/bindings').then((m) => m.bindHttpGuests),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/guests/feature').then((m) => m.bindMemoryGuests)
    : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/guests/feature').then((m) => m.guestsWorld) : null,
};
