import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { NOTIFICATION_MESSAGES } from '../../domain/notifications/messages';
import type { NotificationSettings } from '../../domain/notifications/notification';
import { planAllows } from '../../domain/shared/plan';
import { ConsoleFunctionsGateway } from '../session/ports/ConsoleFunctionsGateway';
import { NotificationsGateway } from './ports/NotificationsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

const FAILURE = { messages: { PlanLimit: NOTIFICATION_MESSAGES.planUnavailable } } as const;

/**
 * The switch and the addresses. Without changeLockStateNotification in the plan nothing else
 * is fetched and the outcome is the spec's plan message.
 */
@injectable()
export class LoadNotificationSettings {
  constructor(
    @inject(NotificationsGateway) private readonly notifications: NotificationsGateway,
    @inject(ConsoleFunctionsGateway) private readonly functions: ConsoleFunctionsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(): Promise<Outcome<NotificationSettings>> {
    return this.organization.run(async (organizationId) => {
      const plan = await this.functions.fetch(organizationId);
      if (E.isRight(plan) && !planAllows(plan.right, 'changeLockStateNotification'))
        return E.left(AppErrors.planLimit(NOTIFICATION_MESSAGES.planUnavailable));
      const [enabled, targets] = await Promise.all([
        this.notifications.switchState(organizationId),
        this.notifications.targets(organizationId),
      ]);
      if (E.isLeft(enabled)) return E.left(fromPort(enabled.left, NOTIFICATION_MESSAGES.loadFailed, FAILURE));
      if (E.isLeft(targets)) return E.left(fromPort(targets.left, NOTIFICATION_MESSAGES.loadFailed, FAILURE));
      return E.right({ enabled: enabled.right, targets: targets.right });
    });
  }
}
