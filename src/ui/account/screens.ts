import type { ScreenMap } from '../shell/screenTypes';

/** The account screens, each lazily loaded. */
export const accountScreens: ScreenMap = {
  'account-info': () => import('./AccountInfoPage'),
  'reset-password': () => import('./ResetRequestPage'),
  'reset-password-mail-done': () => import('./ResetMailDonePage'),
  'reset-password-done': () => import('./ResetDonePage'),
  'reset-password-token': () => import('./ResetPasswordPage'),
  'accept-manager-invitation': () => import('./AcceptInvitationPage'),
};
