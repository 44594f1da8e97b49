import { DEMO } from '../platform/seed';
import type { SeedContext } from '../world/seedContext';

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

export const NOTIFICATIONS_SLICE_VERSION = 1;

/** Organization 1 is told at two addresses; organization 2's plan has no notifications. */
export const seedNotifications = (ctx: SeedContext): NotificationsSlice => {
  void ctx;
  return {
    notificationTargets: [
      { id: 1, organizationId: DEMO.organizations.curio, email: 'security@example.jp' },
      { id: 2, organizationId: DEMO.organizations.curio, email: 'facility.team@example.jp' },
    ],
    notifyLockStatus: { [DEMO.organizations.curio]: true, [DEMO.organizations.fudosan]: false, [DEMO.organizations.solo]: false },
  };
};
