import type { ScreenMap } from '../shell/screenTypes';

/** The groups screens, each lazily loaded. */
export const groupsScreens: ScreenMap = {
  groups: () => import('./GroupsPage'),
  'groups-new': () => import('./GroupNewPage'),
  'groups-detail': () => import('./GroupDetailPage'),
};
