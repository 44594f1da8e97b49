import type { ScreenMap } from '../shell/screenTypes';

/** The managers screens, each lazily loaded. */
export const managersScreens: ScreenMap = {
  managers: () => import('./ManagersPage'),
  'manager-new': () => import('./ManagerInvitePage'),
  'manager-detail': () => import('./ManagerDetailPage'),
  'manager-invitations': () => import('./InvitationsPage'),
};
