import type { ScreenMap } from '../shell/screenTypes';

/** The linking screens, each lazily loaded. */
export const linkingScreens: ScreenMap = {};
