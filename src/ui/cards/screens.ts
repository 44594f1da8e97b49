import type { ScreenMap } from '../shell/screenTypes';

/** The IC card screens (keypad and organization), each lazily loaded. */
export const cardsScreens: ScreenMap = {
  'locks-cards': () => import('./KeypadCardsPage'),
  'cards-new': () => import('./NewCardsPage'),
  'organization-cards': () => import('./OrganizationCardsPage'),
  'organization-link-cards-csv': () => import('./CardCsvPage'),
  'organization-card-edit': () => import('./CardEditPage'),
  'organization-card-registration': () => import('./CardRegistrationPage'),
};
