import type { ScreenMap } from '../shell/screenTypes';

/** The locks screens, each lazily loaded. */
export const locksScreens: ScreenMap = {
  home: () => import('./LocksPage'),
  locks: () => import('./LocksPage'),
  'locks-config': () => import('./LockConfigPage'),
};
