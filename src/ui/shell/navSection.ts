import { matchPath } from 'react-router-dom';
import { ROUTES, type RouteName } from './routeTable';

/** The side menu's sections, by the route of their menu entry; 'account' is the header's account menu. */
export type NavSection =
  | 'home'
  | 'door-states'
  | 'groups'
  | 'guests'
  | 'managers'
  | 'manager-invitations'
  | 'organization-cards'
  | 'notification'
  | 'account'
  | 'access-review'
  | 'after-hours'
  | 'attention'
  | 'visitor-passes';

const SECTION_OF: Partial<Record<RouteName, NavSection>> = {
  home: 'home',
  locks: 'home',
  'locks-config': 'home',
  'locks-logs': 'home',
  'locks-pins': 'home',
  'pins-new': 'home',
  'locks-cards': 'home',
  'cards-new': 'home',
  'lock-access': 'home',
  'locks-after-hours': 'home',
  'door-states': 'door-states',
  groups: 'groups',
  'groups-new': 'groups',
  'groups-detail': 'groups',
  guests: 'guests',
  'guest-new': 'guests',
  'guest-detail': 'guests',
  'guest-access': 'guests',
  'guest-departure': 'guests',
  managers: 'managers',
  'manager-new': 'managers',
  'manager-detail': 'managers',
  'manager-invitations': 'manager-invitations',
  'organization-cards': 'organization-cards',
  'organization-link-cards-csv': 'organization-cards',
  'organization-card-edit': 'organization-cards',
  'organization-card-registration': 'organization-cards',
  notification: 'notification',
  'access-review': 'access-review',
  'after-hours': 'after-hours',
  attention: 'attention',
  'visitor-passes': 'visitor-passes',
  'visitor-pass-new': 'visitor-passes',
  account: 'account',
  'account-info': 'account',
  'account-payment-edit': 'account',
  'account-payment-done': 'account',
  'account-billing': 'account',
  'account-billing-invoice': 'account',
};

/**
 * Which menu entry a page belongs to, so the entry stays highlighted on its sub-pages
 * (lock settings and history under locks, a guest under guests, account info under the account menu).
 * Static paths win over parameterised ones ('/guests/new' is guest-new, not a guest id).
 */
export const navSectionOf = (pathname: string): NavSection | null => {
  const matches = ROUTES.filter((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
  const best = matches.find((r) => !r.path.includes(':')) ?? matches[0];
  return best ? (SECTION_OF[best.name] ?? null) : null;
};
