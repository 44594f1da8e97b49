import type { ScreenMap } from '../shell/screenTypes';

/** The organization screens, each lazily loaded. */
export const organizationScreens: ScreenMap = {};
