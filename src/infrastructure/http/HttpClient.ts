import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { AppConfig } from '../../application/ports/AppConfig';
import { ANOTHER_ACCOUNT, type AuthStore } from '../../application/ports/AuthStore';
import { PortErrors, type PortError } from '../../application/ports/PortError';
import type { SessionEvents } from '../../application/ports/SessionEvents';
import { announceGlobalFailure } from '../globalFailures';
import { callSettled, callStarted } from './callsInFlight';
import { describeDecodeErrors } from './codecs/common';
import { FORM_CONTENT_TYPE } from './codecs/form';
import { RequiredParameterError } from '../shared/RequiredParameterError';
import { browserTimers, readAll, STALLED, type Timers } from './readBody';
import { errorForStatus } from './statusError';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

interface BaseSpec {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** v1 paths are absolute (/v1/console/...); v2 paths are relative to the configured v2 base path. */
  readonly api: 'v1' | 'v2';
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** v1: sent form-encoded (the older client, account-billing-signup §7 and §9); v2: sent as JSON. */
  readonly body?: unknown;
  /** The spec's one v1 body it names JSON (error reports, account-billing-signup §7): sent as JSON whatever the api. */
  readonly bodyEncoding?: 'json';
  readonly form?: FormData;
  /** Parameters the endpoint cannot do without: a missing one is a bug, raised before the call. */
  readonly required?: Readonly<Record<string, unknown>>;
  /** A few calls give 401 another meaning (login, guest creation over the free tier). */
  readonly unauthorizedIsExpected?: boolean;
  /**
   * No client-wide announcement at all (no toast, no login redirect): error reports (silent by the spec) and the logout
   * sent after the local clearing.
   */
  readonly silent?: boolean;
  /** Overrides the stored token (the login flow reads me with the token it just got). */
  readonly token?: string;
}

export interface JsonSpec<A> extends BaseSpec {
  readonly codec: t.Decoder<unknown, A>;
}

/** jsonList lets the page in after a slice of rows that took longer than this. */
const SLICE_MS = 8;

/** A cookie's value (URI-decoded), null when the page has none; at once or as a promise. */
export type CookieReader = (name: string) => string | null | Promise<string | null>;

const fromDocumentCookie = (name: string): string | null => {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
};

/** What the console uses of the Cookie Store API (a secure page's `cookieStore`). */
interface CookieStoreLike {
  readonly get: (name: string) => Promise<{ readonly value?: string } | null | undefined>;
}

/**
 * The page's cookie, for the XSRF header. Where the browser has the Cookie Store API (a secure page: production is
 * HTTPS) it is read without holding the page: document.cookie is a synchronous round trip to the browser's network
 * process, and at a cold load's first call, while the page's files were still coming, it held the main thread 11 ms
 * at a desktop's speed, 45 ms in Lighthouse's 4× (the contract page's first task after the session's refresh,
 * docs/PERFORMANCE.md). Elsewhere, or when the store refuses, document.cookie. Both give the same value.
 */
export const documentCookie: CookieReader = (name) => {
  const store = (globalThis as { readonly cookieStore?: CookieStoreLike }).cookieStore;
  if (!store) return fromDocumentCookie(name);
  return store.get(name).then(
    (cookie) => (cookie?.value ? decodeURIComponent(cookie.value) : null),
    () => fromDocumentCookie(name),
  );
};

interface Exchanged {
  readonly response: Response;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

const parsedOrText = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

/**
 * The one HTTP client of the console: every adapter goes through it.
 *
 * Time-outs (account-billing-signup §9: the older client has no time-out by default):
 * - v2 calls end after `requestTimeoutMs` (30 s), counted from sending until the last byte of the body.
 * - v1 calls (CSV uploads and downloads included) are never cut off while the server is working or
 *   the body keeps coming; once the headers have arrived, `requestTimeoutMs` without a single byte of
 *   the body (a stalled body) ends the call as a time-out, so no screen stays busy forever.
 * Either way the result is Unavailable('timeout', 'timeout of {ms}ms exceeded'), the client's message.
 */
/** A call refused before sending: the stored session is another manager's than this tab shows. Not announced. */
const ANOTHER_ACCOUNT_REFUSAL = PortErrors.unavailable(
  'aborted',
  undefined,
  'another account signed in in another tab',
);

export class HttpClient {
  constructor(
    private readonly config: Pick<AppConfig, 'apiOrigin' | 'v2BasePath' | 'requestTimeoutMs'>,
    private readonly auth: Pick<AuthStore, 'tokenForThisTab'>,
    private readonly events: SessionEvents,
    private readonly readCookie: CookieReader = documentCookie,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
    private readonly timers: Timers = browserTimers,
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
    const body = await this.jsonBody(spec);
    return E.isLeft(body) ? body : this.decoded(spec, body.right);
  }

  /**
   * A long list (GET guests/all: a large organization's 3,000 guests) decoded a slice of rows at a time, the page let
   * in between (a task of the timers) whenever a slice took more than SLICE_MS: in one task it was 70 ms on a desktop,
   * 280 ms on a phone. The same answer as json(spec): `rowsOf` finds the rows in the body, each decoded by `row`; a
   * body whose rows are not a list, or a row that does not decode, is decoded whole by `codec` (the same error).
   */
  async jsonList<R>(
    spec: JsonSpec<ReadonlyArray<R>> & {
      readonly rowsOf: (body: unknown) => unknown;
      readonly row: t.Decoder<unknown, R>;
    },
  ): Promise<E.Either<PortError, ReadonlyArray<R>>> {
    const body = await this.jsonBody(spec);
    if (E.isLeft(body)) return body;
    const rows = spec.rowsOf(body.right);
    if (!Array.isArray(rows)) return this.decoded(spec, body.right);
    const decoded: R[] = [];
    let sliceStart = performance.now();
    for (const [index, row] of rows.entries()) {
      const one = spec.row.decode(row);
      if (E.isLeft(one)) return this.decoded(spec, body.right);
      decoded.push(one.right);
      if (index % 100 === 99 && performance.now() - sliceStart > SLICE_MS) {
        await new Promise<void>((resolve) => this.timers.set(resolve, 0));
        sliceStart = performance.now();
      }
    }
    return E.right(decoded);
  }

  private async jsonBody(spec: JsonSpec<unknown>): Promise<E.Either<PortError, unknown>> {
    const exchanged = await this.exchange(spec, true);
    if (E.isLeft(exchanged)) return exchanged;
    const text = new TextDecoder().decode(exchanged.right.bytes);
    try {
      return E.right(text === '' ? null : JSON.parse(text));
    } catch {
      return this.fail(PortErrors.contractViolation(spec.path, 'body is not JSON'), spec);
    }
  }

  private decoded<A>(spec: JsonSpec<A>, body: unknown): E.Either<PortError, A> {
    const decoded = spec.codec.decode(body);
    return E.isLeft(decoded)
      ? this.fail(PortErrors.contractViolation(spec.path, describeDecodeErrors(decoded.left)), spec)
      : E.right(decoded.right);
  }

  /**
   * For calls whose success the spec gives by status alone, but whose body may carry something useful:
   * the body when it decodes, null when it is empty, not JSON or of another shape. Never a contract violation.
   */
  async optionalJson<A>(spec: JsonSpec<A>): Promise<E.Either<PortError, A | null>> {
    const exchanged = await this.exchange(spec, true);
    if (E.isLeft(exchanged)) return exchanged;
    try {
      const text = new TextDecoder().decode(exchanged.right.bytes);
      const decoded = spec.codec.decode(text === '' ? null : JSON.parse(text));
      return E.right(E.isRight(decoded) ? decoded.right : null);
    } catch {
      return E.right(null);
    }
  }

  /** For calls whose response the console does not read: success is the status, the body is not waited for. */
  async ignoreBody(spec: BaseSpec): Promise<E.Either<PortError, void>> {
    const exchanged = await this.exchange(spec, false);
    return E.isLeft(exchanged) ? exchanged : E.right(undefined);
  }

  /** For file downloads (CSV): the raw bytes. */
  async blob(spec: BaseSpec): Promise<E.Either<PortError, Blob>> {
    const exchanged = await this.exchange(spec, true);
    if (E.isLeft(exchanged)) return exchanged;
    return E.right(
      new Blob([exchanged.right.bytes], { type: exchanged.right.response.headers.get('Content-Type') ?? '' }),
    );
  }

  /**
   * The request's body, at once where it can be: a JSON body or none. Only a form-encoded write waits (its encoder
   * loads with the first one). An await of a body already made let whatever the page had queued run before the call
   * went out: after ログイン, React's render of the button's progress (30-40 ms on a phone before POST /sessions).
   */
  private bodyOf(spec: BaseSpec, headers: Headers): BodyInit | undefined | Promise<BodyInit> {
    if (spec.form) return spec.form;
    if (spec.body === undefined) return undefined;
    if (spec.api === 'v1' && spec.bodyEncoding !== 'json') {
      headers.set('Content-Type', FORM_CONTENT_TYPE);
      const fields = spec.body;
      // the form encoder (qs) loads with the first form-encoded write: the screens that only read never load it
      return import('./codecs/formText').then(({ formEncode }) => formEncode(fields));
    }
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(spec.body);
  }

  /** Sends the request and, when asked, reads the whole body under the time-out rules above. */
  private async exchange(spec: BaseSpec, readBody: boolean): Promise<E.Either<PortError, Exchanged>> {
    for (const [field, value] of Object.entries(spec.required ?? {})) {
      if (value === undefined || value === null || value === '') throw new RequiredParameterError(field);
    }
    const url = this.urlOf(spec);
    const headers = new Headers({ Accept: 'application/json' });
    if (url.origin === this.origin) {
      const token = spec.token ?? this.auth.tokenForThisTab();
      // another manager signed in in another tab: no call of this tab's page goes out with their token (it follows)
      if (token === ANOTHER_ACCOUNT) return E.left(ANOTHER_ACCOUNT_REFUSAL);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const cookie = this.readCookie('XSRF-TOKEN');
      const xsrf = cookie instanceof Promise ? await cookie : cookie;
      if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    }
    const made = this.bodyOf(spec, headers);
    const body = made instanceof Promise ? await made : made;
    const limitMs = this.config.requestTimeoutMs;
    const controller = new AbortController();
    const deadline =
      spec.api === 'v2' && limitMs > 0
        ? this.timers.set(() => controller.abort(new DOMException('timeout', 'TimeoutError')), limitMs)
        : undefined;
    const timedOut = (): E.Either<PortError, never> =>
      this.fail(PortErrors.unavailable('timeout', undefined, `timeout of ${limitMs}ms exceeded`), spec);
    callStarted();
    try {
      const response = await this.fetchImpl(url, {
        method: spec.method,
        headers,
        body,
        signal: controller.signal,
        credentials: 'include',
        // our choice: the console shows what the server holds now, so no answer comes from the browser's HTTP cache,
        // whatever the server's headers say; and two reads of one address at once both go out (the cache makes the
        // second wait for the first's answer: the guard's refresh beside the login's read of the manager, RefreshAhead)
        cache: 'no-store',
      });
      if (response.ok && !readBody) {
        void response.body?.cancel().catch(() => undefined);
        return E.right({ response, bytes: new Uint8Array() });
      }
      const bytes = await readAll(response, controller.signal, spec.api === 'v1' ? limitMs : 0, this.timers);
      if (response.ok) return bytes === STALLED ? timedOut() : E.right({ response, bytes });
      // an error status is known from the headers: a stalled error body only loses the server's message
      const parsed = bytes === STALLED ? null : parsedOrText(new TextDecoder().decode(bytes));
      return this.fail(errorForStatus(response.status, parsed), spec);
    } catch (cause) {
      if (controller.signal.aborted) return timedOut();
      return this.fail(
        PortErrors.unavailable('network', undefined, cause instanceof Error ? cause.message : 'Network Error'),
        spec,
      );
    } finally {
      callSettled();
      if (deadline !== undefined) this.timers.clear(deadline);
    }
  }

  private fail<A>(error: PortError, spec: BaseSpec): E.Either<PortError, A> {
    if (!spec.silent)
      announceGlobalFailure(error, this.events, { unauthorizedIsExpected: spec.unauthorizedIsExpected ?? false });
    return E.left(error);
  }
}

export const HttpClientToken = Symbol.for('HttpClient');
