import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { AppConfig } from '../../application/ports/AppConfig';
import type { AuthStore } from '../../application/ports/AuthStore';
import { PortErrors, type PortError } from '../../application/ports/PortError';
import type { SessionEvents } from '../../application/ports/SessionEvents';
import { announceGlobalFailure } from '../globalFailures';
import { describeDecodeErrors } from './codecs/common';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

interface BaseSpec {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** v1 paths are absolute (/v1/console/...); v2 paths are relative to the configured v2 base path. */
  readonly api: 'v1' | 'v2';
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly form?: FormData;
  /** Parameters the endpoint cannot do without: a missing one is a bug, raised before the call. */
  readonly required?: Readonly<Record<string, unknown>>;
  /** A few calls give 401 another meaning (login, guest creation over the free tier). */
  readonly unauthorizedIsExpected?: boolean;
  /** Overrides the stored token (the login flow reads me with the token it just got). */
  readonly token?: string;
}

export interface JsonSpec<A> extends BaseSpec {
  readonly codec: t.Decoder<unknown, A>;
}

/** Raised (thrown) before the call, as the generated client does: naming the missing field. */
export class RequiredParameterError extends Error {
  constructor(readonly field: string) {
    super(`Required parameter ${field} was null or undefined.`);
    this.name = 'RequiredParameterError';
  }
}

export type CookieReader = (name: string) => string | null;

export const documentCookie: CookieReader = (name) => {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
};

const serverMessage = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.message === 'string') return record.message;
  if (typeof record.error === 'string') return record.error;
  return undefined;
};

export const errorForStatus = (status: number, body: unknown): PortError => {
  const message = serverMessage(body);
  if (status === 401) return PortErrors.unauthorized(message);
  if (status === 404) return PortErrors.notFound(message);
  if (status === 409) return PortErrors.conflict(message);
  if (status === 402 || status === 403) return PortErrors.planLimit(message);
  if (status === 400 || status === 422) return PortErrors.invalid(message, body);
  return PortErrors.unavailable('server', status, message);
};

/** The one HTTP client of the console: every adapter goes through it. */
export class HttpClient {
  constructor(
    private readonly config: Pick<AppConfig, 'apiOrigin' | 'v2BasePath' | 'requestTimeoutMs'>,
    private readonly auth: Pick<AuthStore, 'load'>,
    private readonly events: SessionEvents,
    private readonly readCookie: CookieReader = documentCookie,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  private get origin(): string {
    if (this.config.apiOrigin) return this.config.apiOrigin.replace(/\/$/, '');
    return typeof location === 'undefined' ? 'http://localhost' : location.origin;
  }

  urlOf(spec: Pick<BaseSpec, 'api' | 'path' | 'query'>): URL {
    const base = spec.api === 'v2' ? this.config.v2BasePath.replace(/\/$/, '') : '';
    const url = new URL(`${base}${spec.path}`, `${this.origin}/`);
    for (const [key, value] of Object.entries(spec.query ?? {})) {
      if (value === undefined || value === null || value === '') continue;
      if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(`${key}[]`, String(v)));
      else url.searchParams.set(key, String(value));
    }
    return url;
  }

  async json<A>(spec: JsonSpec<A>): Promise<E.Either<PortError, A>> {
    const response = await this.send(spec);
    if (E.isLeft(response)) return response;
    const text = await response.right.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      return this.fail(PortErrors.contractViolation(spec.path, 'body is not JSON'), spec);
    }
    const decoded = spec.codec.decode(body);
    return E.isLeft(decoded) ? this.fail(PortErrors.contractViolation(spec.path, describeDecodeErrors(decoded.left)), spec) : E.right(decoded.right);
  }

  /**
   * For calls whose success the spec gives by status alone, but whose body may carry something useful:
   * the body when it decodes, null when it is empty, not JSON or of another shape. Never a contract violation.
   */
  async optionalJson<A>(spec: JsonSpec<A>): Promise<E.Either<PortError, A | null>> {
    const response = await this.send(spec);
    if (E.isLeft(response)) return response;
    const text = await response.right.text().catch(() => '');
    try {
      const decoded = spec.codec.decode(text === '' ? null : JSON.parse(text));
      return E.right(E.isRight(decoded) ? decoded.right : null);
    } catch {
      return E.right(null);
    }
  }

  /** For calls whose response the console does not read. */
  async ignoreBody(spec: BaseSpec): Promise<E.Either<PortError, void>> {
    const response = await this.send(spec);
    return E.isLeft(response) ? response : E.right(undefined);
  }

  /** For file downloads (CSV): the raw bytes. */
  async blob(spec: BaseSpec): Promise<E.Either<PortError, Blob>> {
    const response = await this.send(spec);
    return E.isLeft(response) ? response : E.right(await response.right.blob());
  }

  private async send(spec: BaseSpec): Promise<E.Either<PortError, Response>> {
    for (const [field, value] of Object.entries(spec.required ?? {})) {
      if (value === undefined || value === null || value === '') throw new RequiredParameterError(field);
    }
    const url = this.urlOf(spec);
    const headers = new Headers({ Accept: 'application/json' });
    if (url.origin === this.origin) {
      const token = spec.token ?? this.auth.load()?.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const xsrf = this.readCookie('XSRF-TOKEN');
      if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    }
    let body: BodyInit | undefined;
    if (spec.form) body = spec.form;
    else if (spec.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(spec.body);
    }
    const controller = new AbortController();
    const timeoutMs = this.config.requestTimeoutMs;
    const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs) : undefined;
    try {
      const response = await this.fetchImpl(url, { method: spec.method, headers, body, signal: controller.signal, credentials: 'include' });
      if (response.ok) return E.right(response);
      const text = await response.text().catch(() => '');
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return this.fail(errorForStatus(response.status, parsed), spec);
    } catch (cause) {
      const timedOut = controller.signal.aborted;
      return this.fail(
        timedOut
          ? PortErrors.unavailable('timeout', undefined, `timeout of ${timeoutMs}ms exceeded`)
          : PortErrors.unavailable('network', undefined, cause instanceof Error ? cause.message : 'Network Error'),
        spec,
      );
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  private fail<A>(error: PortError, spec: BaseSpec): E.Either<PortError, A> {
    announceGlobalFailure(error, this.events, { unauthorizedIsExpected: spec.unauthorizedIsExpected ?? false });
    return E.left(error);
  }
}

export const HttpClientToken = Symbol.for('HttpClient');
