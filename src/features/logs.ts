import { logsScreens } from '../ui/logs/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const logs: Feature = {
  name: 'logs',
  needs: ['locks', 'guests'],
  screens: logsScreens,
  http: () => import('../infrastructure/http/logs/bindings').then((m) => m.bindHttpLogs),
  memory: inMemoryBuild ? () => import('../infrastructure/memory/logs/feature').then((m) => m.bindMemoryLogs) : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/logs/feature').then((m) => m.logsWorld) : null,
};
