import { pinsScreens } from '../ui/pins/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const pins: Feature = {
  name: 'pins',
  // the keypad screens read the lock (LoadKeypad) and show the cards' registration status beside the PINs'
  needs: ['locks', 'cards'],
  screens: pinsScreens,
  http: () => import('../infrastructure/http/pins/bindings').then((m) => m.bindHttpPins),
  memory: inMemoryBuild ? () => import('../infrastructure/memory/pins/feature').then((m) => m.bindMemoryPins) : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/pins/feature').then((m) => m.pinsWorld) : null,
};
