import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { NOTIFICATION_MESSAGES as M } from '../../domain/notifications/messages';
import {
  addBlockedReason,
  validateNotificationEmail,
  type NotificationSettings,
} from '../../domain/notifications/notification';
import { NotificationsGateway } from './ports/NotificationsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, type Outcome } from '../shared/AppError';
import { notificationFailure } from './notificationFailure';

/** A new address: valid, not listed yet, at most 5; the list is read again after the call. */
@injectable()
export class AddNotificationEmail {
  constructor(
    @inject(NotificationsGateway) private readonly notifications: NotificationsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(settings: NotificationSettings, email: string): Promise<Outcome<NotificationSettings>> {
    const blocked = addBlockedReason(settings);
    if (blocked !== undefined) return Promise.resolve(E.left(AppErrors.invalid(blocked)));
    const invalid = validateNotificationEmail(settings.targets)(email);
    if (invalid !== undefined) return Promise.resolve(E.left(AppErrors.invalidFields({ email: invalid })));
    return this.organization.run(async (organizationId) => {
      const added = await this.notifications.add(organizationId, email.trim());
      if (E.isLeft(added)) return E.left(notificationFailure(added.left, M.addFailed));
      const targets = await this.notifications.targets(organizationId);
      return E.isRight(targets)
        ? E.right({ ...settings, targets: targets.right })
        : E.left(notificationFailure(targets.left, M.loadFailed));
    });
  }
}
