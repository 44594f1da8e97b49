import type { ScreenMap } from '../shell/screenTypes';

/**
 * 退職処理: its own route (not a dialog of この人が開けられる扉), lazily loaded, so the access view carries only a
 * link to it and a manager who left mid-way comes back to the person's record by the address alone.
 */
export const departureScreens: ScreenMap = {
  'guest-departure': () => import('./DeparturePage'),
};
