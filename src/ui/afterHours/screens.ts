import type { ScreenMap } from '../shell/screenTypes';

/** 時間外・休日の入退室, for the organization and for one lock (from its logs screen), each lazily loaded. */
export const afterHoursScreens: ScreenMap = {
  'after-hours': () => import('./AfterHoursPage'),
  'locks-after-hours': () => import('./LockAfterHoursPage'),
};
