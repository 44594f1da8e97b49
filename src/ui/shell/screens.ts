import SystemErrorPage from './SystemErrorPage';
import type { Screen, ScreenMap } from './screenTypes';

/**
 * The shell's own screens (the platform pages), each lazily loaded. The session's come from
 * ui/session/screens.ts and feature screens from the feature descriptors (src/features/), both handed to the
 * router by main.ts. A route with no screen anywhere shows the placeholder page.
 */
export const SCREENS: ScreenMap = {
  'empty-organization': () => import('./EmptyOrganizationPage'),
  // also the error boundary's fallback, so it is in the entry chunk already
  error: () => Promise.resolve({ default: SystemErrorPage }),
  'applications-stopped': () => import('./ApplicationsStoppedPage'),
  'not-found': () => import('./NotFoundPage'),
};

export const placeholderScreen: Screen = () => import('./PlaceholderPage');
