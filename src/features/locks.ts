import { locksScreens } from '../ui/locks/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

const lockListHeadStart = () => import('../application/locks/LockListHeadStart').then((m) => m.LockListHeadStart);

export const locks: Feature = {
  name: 'locks',
  // the lock panel shows each keypad's PIN and card registration status
  needs: ['remote', 'pins', 'cards', 'groups'],
  screens: locksScreens,
  // after ログイン and from the menu: the list's first pages beside the guard's refresh
  headStarts: { home: lockListHeadStart, locks: lockListHeadStart },
  http: () => import('../infrastructure/http/locks/bindings').then((m) => m.bindHttpLocks),
  memory: inMemoryBuild ? () => import('../infrastructure/memory/locks/feature').then((m) => m.bindMemoryLocks) : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/locks/feature').then((m) => m.locksWorld) : null,
};
