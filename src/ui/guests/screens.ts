import type { ScreenMap } from '../shell/screenTypes';

/** The guests screens, each lazily loaded. */
export const guestsScreens: ScreenMap = {};
