import { cardsScreens } from '../ui/cards/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const cards: Feature = {
  name: 'cards',
  // keypad screens read the lock and the PINs' status; the user picker and the CSV dry run read the guests
  needs: ['locks', 'pins', 'guests'],
  screens: cardsScreens,
  // カード: the first tab's first page beside the guard's refresh
  headStarts: {
    'organization-cards': () =>
      import('../application/cards/SearchOrganizationCards').then((m) => m.OrganizationCardsHeadStart),
  },
  http: () => import('../infrastructure/http/cards/bindings').then((m) => m.bindHttpCards),
  memory: inMemoryBuild ? () => import('../infrastructure/memory/cards/feature').then((m) => m.bindMemoryCards) : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/cards/feature').then((m) => m.cardsWorld) : null,
};
