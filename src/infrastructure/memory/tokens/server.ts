import * as E from 'fp-ts/Either';
import { DateTime } from 'luxon';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { Page } from '../../../domain/shared/paging';
import {
  validateApplicationName,
  type ApiToken,
  type IssuedToken,
  type SortOrder,
  type TokenSort,
} from '../../../domain/tokens/token';
import { organizationOf } from '../platform/server';
import type { AccountRecord } from '../world/platformRecords';
import { newToken, type World } from '../world/World';
import { pageSlice, servedPerPage } from '../world/paging';
import type { ApiTokenRecord } from './slice';

/** The server's behaviour for external application API tokens, shared by both backends. */

export const TOKEN_SERVER_MESSAGES = {
  notFound: 'token not found',
  alreadyRevoked: 'token already revoked',
  badQuery: 'invalid sort or order',
} as const;

/** Issued tokens are valid for a year (the spec shows expiresAt but not its length). */
export const TOKEN_LIFETIME_DAYS = 365;

const SORTS: ReadonlyArray<TokenSort> = ['created_at', 'last_used_at', 'application_name'];
const ORDERS: ReadonlyArray<SortOrder> = ['asc', 'desc'];

export const apiTokenOf = (r: ApiTokenRecord): ApiToken => ({
  id: r.id,
  applicationName: r.applicationName,
  maskedToken: r.maskedToken,
  createdAt: r.createdAt,
  lastUsedAt: r.lastUsedAt,
  revokedAt: r.revokedAt,
});

const keyOf =
  (sort: TokenSort) =>
  (r: ApiTokenRecord): string | null =>
    sort === 'created_at' ? r.createdAt : sort === 'last_used_at' ? r.lastUsedAt : r.applicationName;

export interface TokenQuery {
  organizationId: number;
  page: number;
  perPage: number;
  sort: string;
  order: string;
}

/** Sorted by the chosen column (missing values last whatever the order), then by id. */
export const listTokens = (
  world: World,
  account: AccountRecord,
  query: TokenQuery,
): E.Either<PortError, Page<ApiToken>> => {
  const organization = organizationOf(world, account, query.organizationId);
  if (E.isLeft(organization)) return organization;
  const sort = SORTS.find((s) => s === query.sort);
  const order = ORDERS.find((o) => o === query.order);
  if (!sort || !order || !(query.page >= 1) || !(query.perPage >= 1))
    return E.left(PortErrors.invalid(TOKEN_SERVER_MESSAGES.badQuery));
  const key = keyOf(sort);
  const direction = order === 'asc' ? 1 : -1;
  const rows = world
    .read((s) => s.apiTokens.filter((t) => t.organizationId === query.organizationId))
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (ka === null || kb === null) return ka === kb ? a.id - b.id : ka === null ? 1 : -1;
      return (ka.localeCompare(kb, 'ja') || a.id - b.id) * direction;
    });
  // meta.perPage says what was served (a larger per_page is capped)
  const perPage = servedPerPage(world, 'tokens', query.perPage);
  return E.right({
    items: pageSlice(rows, query.page, perPage).map(apiTokenOf),
    total: rows.length,
    page: query.page,
    perPage,
  });
};

const mask = (token: string): string => `${token.slice(0, 4)}••••••••••••${token.slice(-4)}`;

export const issueToken = (
  world: World,
  account: AccountRecord,
  organizationId: number,
  applicationName: string,
): E.Either<PortError, IssuedToken> => {
  const organization = organizationOf(world, account, organizationId);
  if (E.isLeft(organization)) return organization;
  const invalid = validateApplicationName(applicationName);
  if (invalid !== undefined) return E.left(PortErrors.invalid(invalid));
  const token = `qct_${newToken().replace(/-/g, '')}${newToken().replace(/-/g, '').slice(0, 16)}`;
  const now = DateTime.fromJSDate(world.now());
  const expiresAt = now.plus({ days: TOKEN_LIFETIME_DAYS }).toISO() ?? '';
  const id = world.nextId('apiToken');
  world.write((s) =>
    s.apiTokens.push({
      id,
      organizationId,
      applicationName: applicationName.trim(),
      maskedToken: mask(token),
      createdAt: now.toISO() ?? '',
      expiresAt,
      lastUsedAt: null,
      revokedAt: null,
    }),
  );
  return E.right({ token, expiresAt });
};

export const revokeToken = (world: World, account: AccountRecord, id: number): E.Either<PortError, void> => {
  const record = world.read((s) =>
    s.apiTokens.find((t) => t.id === id && account.organizationIds.includes(t.organizationId)),
  );
  if (!record) return E.left(PortErrors.notFound(TOKEN_SERVER_MESSAGES.notFound));
  if (record.revokedAt !== null) return E.left(PortErrors.conflict(TOKEN_SERVER_MESSAGES.alreadyRevoked));
  world.write((s) => {
    const target = s.apiTokens.find((t) => t.id === id);
    if (target) target.revokedAt = world.now().toISOString();
  });
  return E.right(undefined);
};
