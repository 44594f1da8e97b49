import { organizationScreens } from '../ui/organization/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const organization: Feature = {
  name: 'organization',
  screens: organizationScreens,
  // 契約情報: the organization and its plans beside the guard's refresh
  headStarts: {
    account: () => import('../application/organization/ContractHeadStart').then((m) => m.ContractHeadStart),
  },
  http: () => import('../infrastructure/http/organization/bindings').then((m) => m.bindHttpOrganization),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/organization/feature').then((m) => m.bindMemoryOrganization)
    : null,
  world: inMemoryBuild
    ? () => import('../infrastructure/memory/organization/feature').then((m) => m.organizationWorld)
    : null,
};
