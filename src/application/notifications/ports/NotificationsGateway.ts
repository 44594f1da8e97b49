import type { Either } from 'fp-ts/Either';
import type { NotificationTarget, NotificationTargetId } from '../../../domain/notifications/notification';
import type { OrganizationId } from '../../../domain/shared/ids';
import type { PortError } from '../../ports/PortError';

/** The notification calls of devices-access §7 (Notifications and plan). */
export interface NotificationsGateway {
  /** GET /v1/console/notifications?organization_id= */
  targets(organizationId: OrganizationId): Promise<Either<PortError, ReadonlyArray<NotificationTarget>>>;
  /** POST /v1/console/notifications with { organization_id, emails } */
  add(organizationId: OrganizationId, email: string): Promise<Either<PortError, void>>;
  /** DELETE /v1/console/notifications with id */
  remove(organizationId: OrganizationId, id: NotificationTargetId): Promise<Either<PortError, void>>;
  /** The organization's notify_lock_status (GET on the organization). */
  switchState(organizationId: OrganizationId): Promise<Either<PortError, boolean>>;
  /** Saves notify_lock_status (PATCH on the organization). */
  setSwitch(organizationId: OrganizationId, enabled: boolean): Promise<Either<PortError, void>>;
}
export const NotificationsGateway = Symbol.for('NotificationsGateway');
