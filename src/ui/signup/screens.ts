import type { ScreenMap } from '../shell/screenTypes';

/** The sign-up screens, each lazily loaded (all public pages). */
export const signupScreens: ScreenMap = {
  signup: () => import('./ProvisionalPage'),
  'account-signup-mail-done': () => import('./MailDonePage'),
  'account-signup-organization': () => import('./SignupWizardPage'),
  'account-signup-organization-done': () => import('./SignupDonePage'),
};
