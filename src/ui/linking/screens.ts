import type { ScreenMap } from '../shell/screenTypes';

/** The linking screens, each lazily loaded. */
export const linkingScreens: ScreenMap = {
  'account-connection-code': () => import('./ConnectionCodeRequestPage'),
  'account-disconnection-code': () => import('./DisconnectionCodeRequestPage'),
  'account-connection-code-done': () => import('./CodeSentPage'),
  'account-connection': () => import('./ConnectionPage'),
  'account-connection-done': () => import('./ConnectionDonePage'),
  'account-disconnection': () => import('./DisconnectionPage'),
};
