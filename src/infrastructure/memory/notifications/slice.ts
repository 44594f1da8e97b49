import { DEMO } from '../world/platformSeed';
import { defineSlice } from '../world/state';

/** An address told when one of the organization's locks changes state. */
export interface NotificationTargetRecord {
  id: number;
  organizationId: number;
  email: string;
}

export interface NotificationsSlice {
  notificationTargets: NotificationTargetRecord[];
  /** The organization's notify_lock_status, by organization id (an organization field on the real server). */
  notifyLockStatus: Record<string, boolean>;
}

/** Organization 1 is told at two addresses; organization 2's plan has no notifications. */
const seedNotifications = (): NotificationsSlice => {
  return {
    notificationTargets: [
      { id: 1, organizationId: DEMO.organizations.curio, email: 'security@example.jp' },
      { id: 2, organizationId: DEMO.organizations.curio, email: 'facility.team@example.jp' },
    ],
    notifyLockStatus: {
      [DEMO.organizations.curio]: true,
      [DEMO.organizations.fudosan]: false,
      [DEMO.organizations.solo]: false,
    },
  };
};

declare module '../world/state' {
  interface WorldSlices {
    notifications: NotificationsSlice;
  }
}

/** Bump the version when the shape changes: a stored world of another version is seeded anew. */
export const notificationsSlice = defineSlice({
  name: 'notifications',
  version: 1,
  needs: [],
  seed: seedNotifications,
});
