import { isEmail } from '../shared/email';
import type { Validator } from '../shared/validation';
import { NOTIFICATION_MESSAGES as M } from './messages';

export type NotificationTargetId = number;

/** An address told when a lock changes state (devices-access §3: id, email). */
export interface NotificationTarget {
  readonly id: NotificationTargetId;
  readonly email: string;
}

/** The notification screen's whole state: the organization's switch and its addresses. */
export interface NotificationSettings {
  readonly enabled: boolean;
  readonly targets: ReadonlyArray<NotificationTarget>;
}

/** Notification e-mails max 5 (devices-access §9). */
export const MAX_NOTIFICATION_EMAILS = 5;

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A new address: required, valid once trimmed, not already a target. */
export const validateNotificationEmail =
  (targets: ReadonlyArray<NotificationTarget>): Validator<string | null | undefined> =>
  (value) => {
    const email = (value ?? '').trim();
    if (email === '') return M.emailRequired;
    if (!isEmail(email)) return M.emailFormat;
    if (targets.some((t) => sameAddress(t.email, email))) return M.emailDuplicate;
    return undefined;
  };

/** Why another address cannot be added, or undefined when it can. */
export const addBlockedReason = (settings: NotificationSettings): string | undefined =>
  settings.targets.length >= MAX_NOTIFICATION_EMAILS ? M.tooMany : undefined;

/** Why the switch cannot change to `on`, or undefined when it can (turning off is always allowed). */
export const switchBlockedReason = (settings: NotificationSettings, on: boolean): string | undefined =>
  on && settings.targets.length === 0 ? M.cannotTurnOnWithoutEmail : undefined;

/** Why a target cannot be removed: while notifications are on, at least one address stays. */
export const removeBlockedReason = (settings: NotificationSettings, id: NotificationTargetId): string | undefined =>
  settings.enabled && settings.targets.length <= 1 && settings.targets.some((t) => t.id === id)
    ? M.cannotRemoveLast
    : undefined;
