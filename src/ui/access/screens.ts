import type { ScreenMap } from '../shell/screenTypes';

/** The access views (devices-access: who opens which door, the state of every door, the review), each lazily loaded. */
export const accessScreens: ScreenMap = {
  'access-review': () => import('./AccessReviewPage'),
  'lock-access': () => import('./LockAccessPage'),
  'guest-access': () => import('./GuestAccessPage'),
};
