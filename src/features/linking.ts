import { linkingScreens } from '../ui/linking/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const linking: Feature = {
  name: 'linking',
  screens: linkingScreens,
  http: () => import('../infrastructure/http/linking/bindings').then((m) => m.bindHttpLinking),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/linking/feature').then((m) => m.bindMemoryLinking)
    : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/linking/feature').then((m) => m.linkingWorld) : null,
};
