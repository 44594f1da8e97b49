import type { ScreenMap } from '../shell/screenTypes';

/** The locks screens, each lazily loaded. */
export const locksScreens: ScreenMap = {};
