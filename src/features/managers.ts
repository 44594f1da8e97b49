import { managersScreens } from '../ui/managers/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const managers: Feature = {
  name: 'managers',
  screens: managersScreens,
  http: () => import('../infrastructure/http/managers/bindings').then((m) => m.bindHttpManagers),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/managers/feature').then((m) => m.bindMemoryManagers)
    : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/managers/feature').then((m) => m.managersWorld) : null,
};
