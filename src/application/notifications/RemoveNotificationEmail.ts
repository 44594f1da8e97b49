import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { NOTIFICATION_MESSAGES as M } from '../../domain/notifications/messages';
import {
  removeBlockedReason,
  type NotificationSettings,
  type NotificationTargetId,
} from '../../domain/notifications/notification';
import { NotificationsGateway } from './ports/NotificationsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, type Outcome } from '../shared/AppError';
import { notificationFailure } from './notificationFailure';

/** The last address cannot go while notifications are on; the list is read again after the call. */
@injectable()
export class RemoveNotificationEmail {
  constructor(
    @inject(NotificationsGateway) private readonly notifications: NotificationsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(settings: NotificationSettings, id: NotificationTargetId): Promise<Outcome<NotificationSettings>> {
    const blocked = removeBlockedReason(settings, id);
    if (blocked !== undefined) return Promise.resolve(E.left(AppErrors.invalid(blocked)));
    return this.organization.run(async (organizationId) => {
      const removed = await this.notifications.remove(organizationId, id);
      if (E.isLeft(removed)) return E.left(notificationFailure(removed.left, M.removeFailed));
      const targets = await this.notifications.targets(organizationId);
      return E.isRight(targets)
        ? E.right({ ...settings, targets: targets.right })
        : E.left(notificationFailure(targets.left, M.loadFailed));
    });
  }
}
