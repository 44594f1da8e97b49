import type { ScreenMap } from '../shell/screenTypes';

/** The API tokens screen, lazily loaded. */
export const tokensScreens: ScreenMap = {
  tokens: () => import('./TokensPage'),
};
