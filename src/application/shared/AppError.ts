import * as E from 'fp-ts/Either';
import { SESSION_MESSAGES } from '../../domain/session/messages';
import { MESSAGES } from '../../domain/shared/messages';
import type { PortError } from '../ports/PortError';

/** Field name → the Japanese message shown under that field (final-form's submit errors). */
export type FieldMessages = Readonly<Partial<Record<string, string>>>;

/**
 * What can go wrong in a use case, as a screen needs it: one tagged union for every use case
 * (`Either<AppError, T>`), each kind carrying the Japanese sentence to show. Screens choose
 * what to do by `kind` (go back to a list on NotFound, ask on NeedsConsent...) and show `message`.
 */
export type AppError =
  /** No current organization in the auth record: the manager must sign in again. */
  | { readonly kind: 'NoOrganization'; readonly message: string }
  /** The page acts in an organization that is no longer the current one (switched in another tab): nothing was sent. */
  | { readonly kind: 'OrganizationChanged'; readonly message: string }
  /** The server did not accept the session (the shell's 401 rule has already acted). */
  | { readonly kind: 'Unauthorized'; readonly message: string }
  | { readonly kind: 'NotFound'; readonly message: string }
  /** The thing is in a state that forbids the call; `items` names what is in the way (a guest's cards). */
  | { readonly kind: 'Conflict'; readonly message: string; readonly items?: ReadonlyArray<string> }
  /**
   * The record changed on the server since the page loaded it: nothing was written. `changes` are the
   * changed fields, one line each (利用者: 山田 太郎 → 佐藤 花子); the screen offers to apply the edit again.
   */
  | { readonly kind: 'Changed'; readonly message: string; readonly changes: ReadonlyArray<string> }
  /** The plan does not offer the function or its limit is reached. */
  | { readonly kind: 'PlanLimit'; readonly message: string }
  /** The input breaks a rule: `fields` per form field, `lines` one per refused row (CSV). */
  | {
      readonly kind: 'Invalid';
      readonly message: string;
      readonly fields?: FieldMessages;
      readonly lines?: ReadonlyArray<string>;
    }
  /** The call needs the manager's yes first (billable guests); `message` is the question. */
  | { readonly kind: 'NeedsConsent'; readonly message: string }
  /**
   * Refused for a business reason the manager cannot fix by retyping (payment change not allowed, card provider said
   * no).
   */
  | { readonly kind: 'Refused'; readonly message: string }
  /** Network, timeout or server failure: trying again later may work. */
  | { readonly kind: 'Unavailable'; readonly message: string }
  /** The server answered something the client cannot read. */
  | { readonly kind: 'Unexpected'; readonly message: string };

export type AppErrorKind = AppError['kind'];

/** What every use case returns. */
export type Outcome<T> = E.Either<AppError, T>;

/**
 * Not in the spec as such: a call made with no current organization. The spec's sentence for
 * "no stored auth" is the closest a manager can act on (the login guard normally prevents it).
 */
export const NO_ORGANIZATION_MESSAGE = MESSAGES.authRequired;

const firstOf = (fields: FieldMessages): string =>
  Object.values(fields).find((m): m is string => typeof m === 'string' && m !== '') ?? '';

/** The constructors: the only place a kind is spelled. */
export const AppErrors = {
  noOrganization: (): AppError => ({ kind: 'NoOrganization', message: NO_ORGANIZATION_MESSAGE }),
  organizationChanged: (): AppError => ({
    kind: 'OrganizationChanged',
    message: SESSION_MESSAGES.organizationSwitchedElsewhere,
  }),
  /** Another manager signed in in another tab since the page was made: the page's calls are not theirs. */
  accountChanged: (): AppError => ({
    kind: 'OrganizationChanged',
    message: SESSION_MESSAGES.accountSwitchedElsewhere,
  }),
  unauthorized: (message: string = MESSAGES.authFailed): AppError => ({ kind: 'Unauthorized', message }),
  notFound: (message: string): AppError => ({ kind: 'NotFound', message }),
  conflict: (message: string, items?: ReadonlyArray<string>): AppError => ({
    kind: 'Conflict',
    message,
    ...(items ? { items } : {}),
  }),
  changed: (message: string, changes: ReadonlyArray<string>): AppError => ({ kind: 'Changed', message, changes }),
  planLimit: (message: string): AppError => ({ kind: 'PlanLimit', message }),
  invalid: (message: string, detail: { readonly lines?: ReadonlyArray<string> } = {}): AppError => ({
    kind: 'Invalid',
    message,
    ...detail,
  }),
  /** Field errors of a form; the message is the first of them, for screens without fields. */
  invalidFields: (fields: FieldMessages): AppError => ({ kind: 'Invalid', message: firstOf(fields), fields }),
  needsConsent: (question: string): AppError => ({ kind: 'NeedsConsent', message: question }),
  refused: (message: string): AppError => ({ kind: 'Refused', message }),
  unavailable: (message: string = MESSAGES.networkFailed): AppError => ({ kind: 'Unavailable', message }),
  unexpected: (message: string = MESSAGES.unexpectedResponse): AppError => ({ kind: 'Unexpected', message }),
} as const;

export interface FromPortOptions {
  /** Show the server's own words when it sent some (the spec says so for some calls). */
  readonly serverMessage?: boolean;
  /** A screen's own sentence for some port errors (e.g. NotFound → "ロックが見つかりません"). */
  readonly messages?: Partial<Record<PortError['_tag'], string>>;
  /** The fallback for every failure, transport ones included (the spec gives one sentence for all). */
  readonly plain?: boolean;
  /**
   * A public call whose 401 is the server refusing this request (a used reset token, a wrong code), not an
   * expired session: it gets the screen's sentence (or the server's words), not the session one.
   */
  readonly unauthorizedIsExpected?: boolean;
}

/** The kinds a port failure maps to (Changed is a use case's finding, never a port's). */
const kindOf = (error: PortError): Exclude<AppErrorKind, 'Changed'> => {
  switch (error._tag) {
    case 'ContractViolation':
      return 'Unexpected';
    default:
      return error._tag;
  }
};

/**
 * The one mapping from a port's failure to what the screen shows: transport failures and
 * undecodable bodies have one client-wide wording, an expired session the spec's; anything
 * else gets the screen's own `fallback` (or the server's words with `serverMessage`).
 */
export const fromPort = (error: PortError, fallback: string, options: FromPortOptions = {}): AppError => {
  const kind = kindOf(error);
  const own = options.messages?.[error._tag];
  if (own !== undefined) return { kind, message: own };
  if (options.plain) return { kind, message: fallback };
  if (error._tag === 'ContractViolation') return AppErrors.unexpected();
  if (error._tag === 'Unavailable' && error.reason !== 'server') return AppErrors.unavailable();
  // an expired session says the spec's sentence, never the server's words (a 401 body is often English)
  if (error._tag === 'Unauthorized' && !options.unauthorizedIsExpected) return AppErrors.unauthorized();
  if (options.serverMessage && error._tag !== 'Unavailable' && error.message) return { kind, message: error.message };
  return { kind, message: fallback };
};

/** A port's result as a use case's: the value unchanged, the failure through fromPort. */
export const fromPortResult = <T>(
  result: E.Either<PortError, T>,
  fallback: string,
  options?: FromPortOptions,
): Outcome<T> => (E.isRight(result) ? result : E.left(fromPort(result.left, fallback, options)));
