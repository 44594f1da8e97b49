import type { ScreenMap } from '../shell/screenTypes';

/** The notification settings screen, lazily loaded. */
export const notificationsScreens: ScreenMap = {
  notification: () => import('./NotificationSettingsPage'),
};
