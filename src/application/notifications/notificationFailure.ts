import { NOTIFICATION_MESSAGES as M } from '../../domain/notifications/messages';
import type { PortError } from '../ports/PortError';
import { fromPort } from '../shared/AppError';

/** Each call has its own alert; a 403 is the plan message (the organization lost the function). */
export const notificationFailure = (error: PortError, fallback: string) =>
  fromPort(error, fallback, { messages: { PlanLimit: M.planUnavailable } });
