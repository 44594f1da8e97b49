import type { ScreenMap } from '../shell/screenTypes';

/** The logs screens, each lazily loaded. */
export const logsScreens: ScreenMap = {
  'locks-logs': () => import('./LockLogsPage'),
};
