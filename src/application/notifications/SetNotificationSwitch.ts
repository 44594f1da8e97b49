import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { NOTIFICATION_MESSAGES as M } from '../../domain/notifications/messages';
import { switchBlockedReason, type NotificationSettings } from '../../domain/notifications/notification';
import { NotificationsGateway } from './ports/NotificationsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, type Outcome } from '../shared/AppError';
import { notificationFailure } from './notificationFailure';

/** The switch saves on toggle (notify_lock_status); it cannot go on with no address. */
@injectable()
export class SetNotificationSwitch {
  constructor(
    @inject(NotificationsGateway) private readonly notifications: NotificationsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(settings: NotificationSettings, on: boolean): Promise<Outcome<NotificationSettings>> {
    const blocked = switchBlockedReason(settings, on);
    if (blocked !== undefined) return Promise.resolve(E.left(AppErrors.invalid(blocked)));
    return this.organization.run(async (organizationId) => {
      const saved = await this.notifications.setSwitch(organizationId, on);
      return E.isRight(saved)
        ? E.right({ ...settings, enabled: on })
        : E.left(notificationFailure(saved.left, M.switchFailed));
    });
  }
}
