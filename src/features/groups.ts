import { groupsScreens } from '../ui/groups/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const groups: Feature = {
  name: 'groups',
  needs: ['guests'],
  screens: groupsScreens,
  // 鍵グループ: every group beside the guard's refresh
  headStarts: {
    groups: () => import('../application/groups/SearchGroups').then((m) => m.GroupsHeadStart),
  },
  http: () => import('../infrastructure/http/groups/bindings').then((m) => m.bindHttpGroups),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/groups/feature').then((m) => m.bindMemoryGroups)
    : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/groups/feature').then((m) => m.groupsWorld) : null,
};
