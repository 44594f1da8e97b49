import { remoteScreens } from '../ui/remote/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const remote: Feature = {
  name: 'remote',
  // the door-state screen lives here (it is remote jobs over the lock list), so it needs the locks' ports
  needs: ['locks'],
  screens: remoteScreens,
  http: () => import('../infrastructure/http/remote/bindings').then((m) => m.bindHttpRemote),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/remote/feature').then((m) => m.bindMemoryRemote)
    : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/remote/feature').then((m) => m.remoteWorld) : null,
};
