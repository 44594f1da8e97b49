import type { ScreenMap } from '../shell/screenTypes';

/** 来訪者パス: the list and the issue screen, each lazily loaded (nothing of them on the way to the lock list). */
export const visitorsScreens: ScreenMap = {
  'visitor-passes': () => import('./PassListPage'),
  'visitor-pass-new': () => import('./IssuePassPage'),
};
