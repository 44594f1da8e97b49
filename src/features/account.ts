import { accountScreens } from '../ui/account/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const account: Feature = {
  name: 'account',
  screens: accountScreens,
  http: () => import('../infrastructure/http/account/bindings').then((m) => m.bindHttpAccount),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/account/feature').then((m) => m.bindMemoryAccount)
    : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/account/feature').then((m) => m.accountWorld) : null,
};
