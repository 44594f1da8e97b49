import type { ScreenMap } from '../shell/screenTypes';

/** The guests screens, each lazily loaded. */
export const guestsScreens: ScreenMap = {
  guests: () => import('./GuestsPage'),
  'guest-new': () => import('./GuestNewPage'),
  'guest-detail': () => import('./GuestDetailPage'),
};
