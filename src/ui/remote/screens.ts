import type { ScreenMap } from '../shell/screenTypes';

/** The remote screens, each lazily loaded. */
export const remoteScreens: ScreenMap = {
  'door-states': () => import('./DoorStatesPage'),
};
