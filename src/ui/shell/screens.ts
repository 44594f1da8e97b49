import { locksScreens } from '../locks/screens';
import { remoteScreens } from '../remote/screens';
import { logsScreens } from '../logs/screens';
import { accountScreens } from '../account/screens';
import { linkingScreens } from '../linking/screens';
import { organizationScreens } from '../organization/screens';
import { groupsScreens } from '../groups/screens';
import { guestsScreens } from '../guests/screens';
import { managersScreens } from '../managers/screens';
import { notificationsScreens } from '../notifications/screens';
import { tokensScreens } from '../tokens/screens';
import SystemErrorPage from './pages/SystemErrorPage';
import type { Screen, ScreenMap } from './screenTypes';

/**
 * Which lazily loaded component renders each named route. Every screen is its own chunk,
 * so /login loads none of the features. A route missing here shows the placeholder page.
 */
export const SCREENS: ScreenMap = {
  'empty-organization': () => import('./pages/EmptyOrganizationPage'),
  login: () => import('../session/LoginPage'),
  logout: () => import('../session/LogoutPage'),
  // also the error boundary's fallback, so it is in the entry chunk already
  error: () => Promise.resolve({ default: SystemErrorPage }),
  'applications-stopped': () => import('./pages/ApplicationsStoppedPage'),
  'not-found': () => import('./pages/NotFoundPage'),
  ...locksScreens,
  ...remoteScreens,
  ...logsScreens,
  ...accountScreens,
  ...linkingScreens,
  ...organizationScreens,
  ...groupsScreens,
  ...guestsScreens,
  ...managersScreens,
  ...notificationsScreens,
  ...tokensScreens,
};

export const placeholderScreen: Screen = () => import('./pages/PlaceholderPage');
