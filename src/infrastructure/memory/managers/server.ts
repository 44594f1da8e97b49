import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { Manager } from '../../../domain/managers/manager';
import type { Page } from '../../../domain/shared/paging';
import { organizationOf } from '../platform/server';
import type { AccountRecord } from '../world/platformRecords';
import type { World } from '../world/World';
import { servedPageNumber, servedPerPage } from '../world/paging';
import { refreshRemainingManagers } from '../invitations/access';
import type { ManagerRecord } from './records';

/** The server's behaviour for managers, shared by both backends. */

export const MANAGER_SERVER_MESSAGES = {
  notFound: '管理者が見つかりません。',
} as const;

export const managerOf = (world: World, record: ManagerRecord): Manager | null =>
  world.read((s) => {
    const account = s.accounts.find((a) => a.id === record.accountId);
    return account
      ? {
          id: account.id,
          organizationId: record.organizationId,
          name: account.name,
          email: account.email,
          createdAt: record.createdAt,
          updatedAt: record.updatedAt,
        }
      : null;
  });

const managersOf = (world: World, organizationId: number): Manager[] =>
  world
    .read((s) => s.managers.filter((m) => m.organizationId === organizationId))
    .map((record) => managerOf(world, record))
    .filter((m): m is Manager => m !== null);

export interface ManagerSearchQuery {
  organizationId: number;
  name: string;
  page: number;
  perPage: number;
}

/** Name search is a substring match ignoring spaces and letter case; oldest first, as registered. */
export const searchManagers = (
  world: World,
  account: AccountRecord,
  query: ManagerSearchQuery,
): E.Either<PortError, Page<Manager>> => {
  const organization = organizationOf(world, account, query.organizationId);
  if (E.isLeft(organization)) return organization;
  const squash = (s: string) => s.replace(/[\s\u3000]/g, '').toLowerCase();
  const needle = squash(query.name);
  const matching = managersOf(world, query.organizationId)
    .filter((m) => needle === '' || squash(m.name).includes(needle))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  const perPage = servedPerPage(world, 'managers', query.perPage);
  const page = servedPageNumber(query.page);
  return E.right({
    items: matching.slice((page - 1) * perPage, page * perPage),
    total: matching.length,
    page,
    perPage,
  });
};

/** A manager of one of the caller's organizations. */
export const getManager = (world: World, account: AccountRecord, id: number): E.Either<PortError, Manager> => {
  const record = world.read((s) =>
    s.managers.find((m) => m.accountId === id && account.organizationIds.includes(m.organizationId)),
  );
  const manager = record ? managerOf(world, record) : null;
  return manager ? E.right(manager) : E.left(PortErrors.notFound(MANAGER_SERVER_MESSAGES.notFound));
};

/** Removes the manager from the organization: they can no longer act in it (their account stays). */
export const detachManager = (
  world: World,
  account: AccountRecord,
  id: number,
  organizationId: number,
): E.Either<PortError, void> => {
  const organization = organizationOf(world, account, organizationId);
  if (E.isLeft(organization)) return organization;
  const exists = world.read((s) => s.managers.some((m) => m.accountId === id && m.organizationId === organizationId));
  if (!exists) return E.left(PortErrors.notFound(MANAGER_SERVER_MESSAGES.notFound));
  world.write((s) => {
    s.managers = s.managers.filter((m) => !(m.accountId === id && m.organizationId === organizationId));
    const removed = s.accounts.find((a) => a.id === id);
    if (removed) removed.organizationIds = removed.organizationIds.filter((o) => o !== organizationId);
  });
  refreshRemainingManagers(world, organizationId);
  return E.right(undefined);
};

/** Makes an account a manager of an organization (an accepted invitation). */
export const attachManager = (world: World, accountId: number, organizationId: number): void => {
  const now = world.now().toISOString();
  world.write((s) => {
    const account = s.accounts.find((a) => a.id === accountId);
    if (account && !account.organizationIds.includes(organizationId)) account.organizationIds.push(organizationId);
    if (!s.managers.some((m) => m.accountId === accountId && m.organizationId === organizationId)) {
      s.managers.push({ accountId, organizationId, createdAt: now, updatedAt: now });
    }
  });
  refreshRemainingManagers(world, organizationId);
};
