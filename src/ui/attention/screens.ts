import type { ScreenMap } from '../shell/screenTypes';

/** 要対応, lazily loaded (the lock list's line and the menu's count load none of it). */
export const attentionScreens: ScreenMap = {
  attention: () => import('./AttentionPage'),
};
