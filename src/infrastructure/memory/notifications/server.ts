import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import {
  addBlockedReason,
  removeBlockedReason,
  switchBlockedReason,
  validateNotificationEmail,
  type NotificationSettings,
  type NotificationTarget,
} from '../../../domain/notifications/notification';
import { organizationOf } from '../platform/server';
import type { AccountRecord, OrganizationRecord } from '../world/platformRecords';
import type { World } from '../world/World';

/** The server's behaviour for lock-status notifications, shared by both backends. */

export const NOTIFICATION_SERVER_MESSAGES = {
  planUnavailable: 'change lock state notification is not available',
  notFound: '通知先が見つかりません。',
} as const;

/** The organization, when the caller manages it and its plan has notifications. */
const notifiable = (
  world: World,
  account: AccountRecord,
  organizationId: number,
): E.Either<PortError, OrganizationRecord> => {
  const organization = organizationOf(world, account, organizationId);
  if (E.isLeft(organization)) return organization;
  return organization.right.planFunctions.changeLockStateNotification
    ? organization
    : E.left(PortErrors.planLimit(NOTIFICATION_SERVER_MESSAGES.planUnavailable));
};

const settingsOf = (world: World, organizationId: number): NotificationSettings =>
  world.read((s) => ({
    enabled: s.notifyLockStatus[String(organizationId)] ?? false,
    targets: s.notificationTargets
      .filter((t) => t.organizationId === organizationId)
      .map((t) => ({ id: t.id, email: t.email })),
  }));

export const notificationTargets = (
  world: World,
  account: AccountRecord,
  organizationId: number,
): E.Either<PortError, NotificationTarget[]> =>
  E.map(() => [...settingsOf(world, organizationId).targets])(notifiable(world, account, organizationId));

/** The same rules as the screen: valid, not listed yet, at most 5. */
export const addNotificationTargets = (
  world: World,
  account: AccountRecord,
  organizationId: number,
  emails: ReadonlyArray<string>,
): E.Either<PortError, NotificationTarget[]> => {
  const organization = notifiable(world, account, organizationId);
  if (E.isLeft(organization)) return organization;
  const added: NotificationTarget[] = [];
  for (const raw of emails) {
    const settings = settingsOf(world, organizationId);
    const refused = addBlockedReason(settings) ?? validateNotificationEmail(settings.targets)(raw);
    if (refused !== undefined) return E.left(PortErrors.invalid(refused));
    const target = { id: world.nextId('notification'), organizationId, email: raw.trim() };
    world.write((s) => s.notificationTargets.push(target));
    added.push({ id: target.id, email: target.email });
  }
  return E.right(added);
};

export const removeNotificationTarget = (
  world: World,
  account: AccountRecord,
  organizationId: number,
  id: number,
): E.Either<PortError, void> => {
  const organization = notifiable(world, account, organizationId);
  if (E.isLeft(organization)) return organization;
  const settings = settingsOf(world, organizationId);
  if (!settings.targets.some((t) => t.id === id))
    return E.left(PortErrors.notFound(NOTIFICATION_SERVER_MESSAGES.notFound));
  const refused = removeBlockedReason(settings, id);
  if (refused !== undefined) return E.left(PortErrors.invalid(refused));
  world.write((s) => {
    s.notificationTargets = s.notificationTargets.filter((t) => t.id !== id);
  });
  return E.right(undefined);
};

/** Read by anyone managing the organization (it is part of the organization record). */
export const notifySwitch = (
  world: World,
  account: AccountRecord,
  organizationId: number,
): E.Either<PortError, boolean> =>
  E.map(() => settingsOf(world, organizationId).enabled)(organizationOf(world, account, organizationId));

export const setNotifySwitch = (
  world: World,
  account: AccountRecord,
  organizationId: number,
  enabled: boolean,
): E.Either<PortError, void> => {
  const organization = notifiable(world, account, organizationId);
  if (E.isLeft(organization)) return organization;
  const refused = switchBlockedReason(settingsOf(world, organizationId), enabled);
  if (refused !== undefined) return E.left(PortErrors.invalid(refused));
  world.write((s) => {
    s.notifyLockStatus[String(organizationId)] = enabled;
  });
  return E.right(undefined);
};
