import type { CardSetting } from '../../domain/cards/card';

/** The screen of each setting of a card (the domain says which setting a card takes; the route is the view's). */
export const CARD_SETTING_ROUTES = {
  registration: 'organization-card-registration',
  edit: 'organization-card-edit',
} as const satisfies Record<CardSetting, string>;
