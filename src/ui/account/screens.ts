import type { ScreenMap } from '../shell/screenTypes';

/** The account screens, each lazily loaded. */
export const accountScreens: ScreenMap = {};
