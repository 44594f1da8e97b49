import SystemErrorPage from './pages/SystemErrorPage';
import type { Screen, ScreenMap } from './screenTypes';

/**
 * The shell's own screens (session and platform pages), each lazily loaded. Feature screens come
 * from the feature descriptors (src/features/), handed to the router by main.ts. A route with no
 * screen anywhere shows the placeholder page.
 */
export const SCREENS: ScreenMap = {
  'empty-organization': () => import('./pages/EmptyOrganizationPage'),
  login: () => import('../session/LoginPage'),
  logout: () => import('../session/LogoutPage'),
  // also the error boundary's fallback, so it is in the entry chunk already
  error: () => Promise.resolve({ default: SystemErrorPage }),
  'applications-stopped': () => import('./pages/ApplicationsStoppedPage'),
  'not-found': () => import('./pages/NotFoundPage'),
};

export const placeholderScreen: Screen = () => import('./pages/PlaceholderPage');
