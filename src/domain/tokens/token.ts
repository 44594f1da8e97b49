import { firstError, maxLength, required, type Validator } from '../shared/validation';
import { TOKEN_MESSAGES as M } from './messages';

export type ApiTokenId = number;

/** An external application API token as listed (devices-access §3); the plain token is never here. */
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

export interface TokenSortChoice {
  readonly value: string;
  readonly label: string;
  readonly sort: TokenSort;
  readonly order: SortOrder;
}

/** The list's sort select (created date, last used, application name; each way). */
export const TOKEN_SORT_CHOICES: ReadonlyArray<TokenSortChoice> = [
  { value: 'created_at:desc', label: '発行日が新しい順', sort: 'created_at', order: 'desc' },
  { value: 'created_at:asc', label: '発行日が古い順', sort: 'created_at', order: 'asc' },
  { value: 'last_used_at:desc', label: '最終利用日が新しい順', sort: 'last_used_at', order: 'desc' },
  { value: 'last_used_at:asc', label: '最終利用日が古い順', sort: 'last_used_at', order: 'asc' },
  { value: 'application_name:asc', label: 'アプリケーション名（昇順）', sort: 'application_name', order: 'asc' },
  { value: 'application_name:desc', label: 'アプリケーション名（降順）', sort: 'application_name', order: 'desc' },
];

export const sortChoiceValueOf = (query: Pick<TokenListQuery, 'sort' | 'order'>): string =>
  `${query.sort}:${query.order}`;

/** The choice of a select value; an unknown value falls back to the default order. */
export const sortChoiceOf = (value: string): TokenSortChoice =>
  TOKEN_SORT_CHOICES.find((c) => c.value === value) ?? (TOKEN_SORT_CHOICES[0] as TokenSortChoice);
