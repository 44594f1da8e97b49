import { signupScreens } from '../ui/signup/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const signup: Feature = {
  name: 'signup',
  // the payment step uses the one card provider, bound by the organization feature
  needs: ['organization'],
  screens: signupScreens,
  http: () => import('../infrastructure/http/signup/bindings').then((m) => m.bindHttpSignup),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/signup/feature').then((m) => m.bindMemorySignup)
    : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/signup/feature').then((m) => m.signupWorld) : null,
};
