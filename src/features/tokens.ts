import { tokensScreens } from '../ui/tokens/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const tokens: Feature = {
  name: 'tokens',
  screens: tokensScreens,
  http: () => import('../infrastructure/http/tokens/bindings').then((m) => m.bindHttpTokens),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/tokens/feature').then((m) => m.bindMemoryTokens)
    : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/tokens/feature').then((m) => m.tokensWorld) : null,
};
