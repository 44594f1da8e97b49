import { firstError, maxLength, required, type Validator } from '../shared/validation';
import { TOKEN_MESSAGES as M } from './messages';

export type ApiTokenId = number;

/** An external application API token as listed (devices doc section 3); the plain token is never here. */
export interface ApiToken {
  readonly id: ApiTokenId;
  readonly applicationName: string | null;
  readonly maskedToken: string | null;
  /** ISO date-times. */
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
  readonly revokedAt: string | null;
}

/** The POST answer: the plain token, shown exactly once, and when it expires. */
export interface IssuedToken {
  readonly token: string;
  readonly expiresAt: string;
}

/** The list's sort keys (the issue: created date, last used, application name). */
export type TokenSort = 'created_at' | 'last_used_at' | 'application_name';
export type SortOrder = 'asc' | 'desc';

export interface TokenListQuery {
  readonly page: number;
  readonly sort: TokenSort;
  readonly order: SortOrder;
}

/** The spec gives no page size for tokens: 20 rows fit one screen of a phone and a desktop. */
export const TOKEN_PAGE_SIZE = 20;
export const APPLICATION_NAME_MAX = 50;

export const DEFAULT_TOKEN_QUERY: TokenListQuery = { page: 1, sort: 'created_at', order: 'desc' };

export const isRevoked = (token: Pick<ApiToken, 'revokedAt'>): boolean => token.revokedAt !== null;

/** Application name: required, at most 50 characters once trimmed. */
export const validateApplicationName: Validator<string | null | undefined> = (value) =>
  firstError<string>(required(M.nameRequired), maxLength(APPLICATION_NAME_MAX, M.nameTooLong))((value ?? '').trim());

/** Clicking the column that is already sorted flips its order; another column starts descending. */
export const nextSort = (query: TokenListQuery, sort: TokenSort): TokenListQuery =>
  query.sort === sort
    ? { ...query, page: 1, order: query.order === 'asc' ? 'desc' : 'asc' }
    : { page: 1, sort, order: sort === 'application_name' ? 'asc' : 'desc' };
