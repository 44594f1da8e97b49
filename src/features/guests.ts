import { guestsScreens } from '../ui/guests/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const guests: Feature = {
  name: 'guests',
  needs: ['groups'],
  screens: guestsScreens,
  http: () => import('../infrastructure/http/guests/bindings').then((m) => m.bindHttpGuests),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/guests/feature').then((m) => m.bindMemoryGuests)
    : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/guests/feature').then((m) => m.guestsWorld) : null,
};
