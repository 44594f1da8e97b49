import type { ComponentType } from 'react';
import type { RouteName } from './routeTable';

type Screen = () => Promise<{ default: ComponentType }>;

/**
 * Which lazily loaded component renders each named route. Every feature screen is its own
 * chunk, so /login loads none of them. A route missing here shows the placeholder page.
 */
export const SCREENS: Partial<Record<RouteName, Screen>> = {
  'empty-organization': () => import('./pages/EmptyOrganizationPage'),
  login: () => import('../session/LoginPage'),
  logout: () => import('../session/LogoutPage'),
  error: () => import('./pages/SystemErrorPage'),
  'applications-stopped': () => import('./pages/ApplicationsStoppedPage'),
  'not-found': () => import('./pages/NotFoundPage'),
};

export const placeholderScreen: Screen = () => import('./pages/PlaceholderPage');
