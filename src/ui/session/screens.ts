import type { ScreenMap } from '../shell/screenTypes';

/**
 * The session's screens, each lazily loaded. Not in a feature descriptor: /login renders before the composition
 * (src/compose.ts) is loaded, so main.ts hands these to the router itself, beside the shell's own.
 */
export const sessionScreens: ScreenMap = {
  login: () => import('./LoginPage'),
  logout: () => import('./LogoutPage'),
};
