import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenCallsQuiet } from '../../../src/infrastructure/http/callsInFlight';
import { documentCookie, HttpClient } from '../../../src/infrastructure/http/HttpClient';
import { RequiredParameterError } from '../../../src/infrastructure/shared/RequiredParameterError';
import type { Timers } from '../../../src/infrastructure/http/readBody';
import { formDecode } from '../../../src/infrastructure/http/codecs/formText';
import { RecordingEvents } from '../../support/backends';
import { portError, rightOf } from '../../support/outcomes';

interface Call {
  url: string;
  init: RequestInit;
}

const clientWith = (
  respond: (url: string) => Response | Promise<Response>,
  options: { token?: string; xsrf?: string | (() => Promise<string | null>); timeoutMs?: number } = {},
) => {
  const calls: Call[] = [];
  const events = new RecordingEvents();
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return respond(String(input));
  }) as typeof fetch;
  const auth = {
    tokenForThisTab: () => options.token ?? null,
    load: () =>
      options.token
        ? {
            token: options.token,
            me: { id: 1, name: 'a', email: 'a@b.jp' },
            currentOrganization: null,
            organizations: [],
          }
        : null,
  };
  const client = new HttpClient(
    { apiOrigin: 'https://api.example.jp', v2BasePath: '/console/v2', requestTimeoutMs: options.timeoutMs ?? 1000 },
    auth,
    events,
    () => (typeof options.xsrf === 'function' ? options.xsrf() : (options.xsrf ?? null)),
    fetchImpl,
  );
  return { client, calls, events };
};

const Ok = t.exact(t.type({ ok: t.boolean }));
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the HTTP client', () => {
  it('sends the bearer token and echoes XSRF-TOKEN as X-XSRF-TOKEN to the API origin', async () => {
    const { client, calls } = clientWith(() => json({ ok: true }), { token: 'tok', xsrf: 'xs' });
    await client.json({
      method: 'GET',
      api: 'v1',
      path: '/v1/console/locks',
      query: { organization_id: 1, lock_name: '' },
      codec: Ok,
    });
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.url).toBe('https://api.example.jp/v1/console/locks?organization_id=1');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('X-XSRF-TOKEN')).toBe('xs');
  });

  it('echoes an XSRF-TOKEN the cookie reader answers later (the Cookie Store API) as X-XSRF-TOKEN', async () => {
    const { client, calls } = clientWith(() => json({ ok: true }), {
      token: 'tok',
      xsrf: () => Promise.resolve('from-store'),
    });
    await client.json({ method: 'GET', api: 'v1', path: '/v1/console/locks', codec: Ok });
    expect(new Headers(calls[0]?.init.headers).get('X-XSRF-TOKEN')).toBe('from-store');
  });

  it('puts newer calls under the configured v2 base path', async () => {
    const { client, calls } = clientWith(() => json({ ok: true }));
    await client.json({ method: 'POST', api: 'v2', path: '/locks/3/jobs', body: { job_type: 'open' }, codec: Ok });
    expect(calls[0]?.url).toBe('https://api.example.jp/console/v2/locks/3/jobs');
    expect(calls[0]?.init.body).toBe('{"job_type":"open"}');
  });

  it('never sends the token or XSRF header to another origin', async () => {
    const { client, calls } = clientWith(() => json({ ok: true }), { token: 'tok', xsrf: 'xs' });
    // a path that tries to leave the API origin resolves to another host
    await client.json({ method: 'GET', api: 'v1', path: '//evil.example/steal', codec: Ok });
    const headers = new Headers(calls[0]?.init.headers);
    expect(new URL(calls[0]?.url ?? '').host).toBe('evil.example');
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('strips unknown fields from a body that decodes', async () => {
    const { client } = clientWith(() => json({ ok: true, secret: 'x' }));
    expect(await client.json({ method: 'GET', api: 'v1', path: '/x', codec: Ok })).toEqual(E.right({ ok: true }));
  });

  it('turns a body that does not decode into ContractViolation naming the path', async () => {
    const { client } = clientWith(() => json({ ok: 'yes' }));
    const result = await client.json({ method: 'GET', api: 'v1', path: '/x', codec: Ok });
    expect(result).toEqual(
      portError('ContractViolation', { details: expect.stringContaining('ok: expected boolean') }),
    );
  });

  it.each([
    [401, 'Unauthorized'],
    [404, 'NotFound'],
    [409, 'Conflict'],
    [403, 'PlanLimit'],
    [400, 'Invalid'],
    [422, 'Invalid'],
    [500, 'Unavailable'],
  ])('maps status %i to %s with the server message', async (status, tag) => {
    const { client } = clientWith(() => json({ message: 'サーバーの説明' }, status));
    const result = await client.json({ method: 'GET', api: 'v1', path: '/x', codec: Ok });
    expect(result).toMatchObject(E.left({ _tag: tag, message: 'サーバーの説明' }));
  });

  it('announces a 401 once for the global rule, unless the call expects it', async () => {
    const first = clientWith(() => json({}, 401));
    await first.client.json({ method: 'GET', api: 'v1', path: '/x', codec: Ok });
    expect(first.events.unauthorizedCount).toBe(1);
    const second = clientWith(() => json({}, 401));
    await second.client.json({
      method: 'POST',
      api: 'v1',
      path: '/v1/console/guests/create',
      codec: Ok,
      unauthorizedIsExpected: true,
    });
    expect(second.events.unauthorizedCount).toBe(0);
  });

  it('counts its calls in flight, answered or failed, for the work that waits for a quiet API (callsInFlight)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { client } = clientWith((url) =>
      url.includes('fails')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : new Promise<Response>((resolve) => (answer = resolve)),
    );
    const call = client.json({ method: 'GET', api: 'v1', path: '/v1/console/locks', codec: Ok });
    const failed = client.json({ method: 'GET', api: 'v1', path: '/v1/console/fails', codec: Ok, silent: true });
    let quiet = false;
    const quietNow = whenCallsQuiet(0).then(() => (quiet = true));
    expect(E.isLeft(await failed)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(quiet).toBe(false);
    answer(json({ ok: true }));
    expect(rightOf(await call)).toEqual({ ok: true });
    await quietNow;
    expect(quiet).toBe(true);
  });

  it('a network failure is Unavailable(network) and announced', async () => {
    const { client, events } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await client.json({ method: 'GET', api: 'v1', path: '/x', codec: Ok });
    expect(result).toMatchObject(E.left({ _tag: 'Unavailable', reason: 'network' }));
    expect(events.networkFailedCount).toBe(1);
  });

  it('raises an error naming a missing required parameter before any call', async () => {
    const { client, calls } = clientWith(() => json({ ok: true }));
    await expect(
      client.json({
        method: 'GET',
        api: 'v2',
        path: '/console_functions/',
        required: { organizationId: undefined },
        codec: Ok,
      }),
    ).rejects.toThrow(RequiredParameterError);
    await expect(
      client.json({
        method: 'GET',
        api: 'v2',
        path: '/console_functions/',
        required: { organizationId: null },
        codec: Ok,
      }),
    ).rejects.toThrow('organizationId');
    expect(calls).toHaveLength(0);
  });

  it('posts v1 bodies form-encoded in brackets, v2 bodies as JSON, the error report as JSON, and a FormData as multipart', async () => {
    const { client, calls } = clientWith(() => new Response(null, { status: 204 }));
    await client.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: '/v1/console/groups/',
      body: { organization_id: 1, group_ids: [3, 4], term: { duration: null, daily: { daily_from: 60 } }, on: true },
    });
    await client.ignoreBody({ method: 'POST', api: 'v2', path: '/pad_pins/', body: { pad_id: 1, to: null } });
    await client.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: '/v1/console/error_reports',
      body: { url: '/x', error_json: { message: 'm' } },
      bodyEncoding: 'json',
    });
    const form = new FormData();
    form.append('organization_id', '1');
    await client.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: '/v1/console/card_masters/csv_guest_registrations',
      form,
    });
    const sent = calls.map((c) => [new Headers(c.init.headers).get('Content-Type'), c.init.body]);
    expect(sent[0]).toEqual([
      'application/x-www-form-urlencoded;charset=UTF-8',
      'organization_id=1&group_ids%5B%5D=3&group_ids%5B%5D=4&term%5Bduration%5D&term%5Bdaily%5D%5Bdaily_from%5D=60&on=true',
    ]);
    expect(sent[1]).toEqual(['application/json', '{"pad_id":1,"to":null}']);
    expect(sent[2]).toEqual(['application/json', '{"url":"/x","error_json":{"message":"m"}}']);
    expect(sent[3]?.[0]).toBeNull(); // fetch writes the multipart boundary itself
    expect(sent[3]?.[1]).toBe(form);
  });
});

/** Timers the test fires by hand: a time-out happens when the test says so, with no real waiting. */
class ManualTimers implements Timers {
  private next = 0;
  readonly pending = new Map<number, { run: () => void; ms: number }>();
  set(run: () => void, ms: number): unknown {
    this.next += 1;
    this.pending.set(this.next, { run, ms });
    return this.next;
  }
  clear(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  get delays(): number[] {
    return [...this.pending.values()].map((p) => p.ms);
  }
  fireAll(): void {
    const due = [...this.pending.entries()];
    this.pending.clear();
    due.forEach(([, p]) => p.run());
  }
}

/** Lets every pending promise and stream callback run (a macrotask turn, not a timed wait). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

const encoder = new TextEncoder();

/** A body that sends what it is given and then says nothing more (a stalled body). */
const stalledBody = (...chunks: string[]) => {
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((c) => controller.enqueue(encoder.encode(c)));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
};

/** A body the test feeds chunk by chunk. */
const fedBody = () => {
  let feed: ReadableStreamDefaultController<Uint8Array> | null = null;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      feed = c;
    },
  });
  return { stream, push: (text: string) => feed?.enqueue(encoder.encode(text)), end: () => feed?.close() };
};

const timedClient = (respond: (init: RequestInit | undefined) => Promise<Response>, timeoutMs = 30_000) => {
  const timers = new ManualTimers();
  const events = new RecordingEvents();
  const fetchImpl = ((_input: RequestInfo | URL, init?: RequestInit) => respond(init)) as typeof fetch;
  const client = new HttpClient(
    { apiOrigin: 'https://api.example.jp', v2BasePath: '/console/v2', requestTimeoutMs: timeoutMs },
    { tokenForThisTab: () => null },
    events,
    () => null,
    fetchImpl,
    timers,
  );
  return { client, timers, events };
};

/** A fetch that never answers until its signal aborts (as a browser's fetch does). */
const hangingFetch = (init: RequestInit | undefined) =>
  new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

const TIMEOUT = { _tag: 'Unavailable', reason: 'timeout', message: 'timeout of 30000ms exceeded' };

describe('time-outs: v2 keeps its time-out, v1 has none (account-billing-signup §9), a stalled body ends like a time-out', () => {
  it('v2: a server that does not answer is given up after the time-out, announced as a network failure', async () => {
    const { client, timers, events } = timedClient(hangingFetch);
    const call = client.json({ method: 'GET', api: 'v2', path: '/console_functions/', codec: Ok });
    await settle();
    expect(timers.delays).toEqual([30_000]);
    timers.fireAll();
    expect(await call).toEqual(E.left(TIMEOUT));
    expect(events.networkFailedCount).toBe(1);
  });

  it('v2: the time-out covers reading the body: headers then silence is a time-out', async () => {
    const body = stalledBody('{"ok":');
    const { client, timers } = timedClient(async () => new Response(body.stream, { status: 200 }));
    const call = client.json({ method: 'GET', api: 'v2', path: '/console_functions/', codec: Ok });
    await settle();
    expect(timers.delays).toEqual([30_000]);
    timers.fireAll();
    expect(await call).toEqual(E.left(TIMEOUT));
    expect(body.cancelled()).toBe(true);
  });

  it('v2: an answer in time clears its timer', async () => {
    const { client, timers } = timedClient(async () => json({ ok: true }));
    expect(await client.json({ method: 'GET', api: 'v2', path: '/console_functions/', codec: Ok })).toEqual(
      E.right({ ok: true }),
    );
    expect(timers.pending.size).toBe(0);
  });

  it('v1: no timer runs while the server works on the request, however long (CSV uploads included)', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { client, timers } = timedClient(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const form = new FormData();
    form.append('file', new Blob(['name,mail\n']), 'guests.csv');
    const call = client.ignoreBody({ method: 'POST', api: 'v1', path: '/v1/console/guests/csv', form });
    await settle();
    expect(timers.pending.size).toBe(0);
    answer(new Response(null, { status: 201 }));
    expect(await call).toEqual(E.right(undefined));
  });

  it('v1: a body that keeps coming is never cut; each byte restarts the 30 s of silence allowed', async () => {
    const body = fedBody();
    const { client, timers } = timedClient(
      async () => new Response(body.stream, { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    const call = client.blob({ method: 'GET', api: 'v1', path: '/v1/console/logs/csv' });
    await settle();
    expect(timers.delays).toEqual([30_000]);
    for (const line of ['日時,種別\n', '2026-11-01,解錠\n', '2026-11-02,施錠\n']) {
      body.push(line);
      await settle();
      // the timer of the silence before this chunk is gone, a new one waits for the next
      expect(timers.delays).toEqual([30_000]);
    }
    body.end();
    const result = rightOf(await call);
    expect(await result.text()).toBe('日時,種別\n2026-11-01,解錠\n2026-11-02,施錠\n');
    expect(timers.pending.size).toBe(0);
  });

  it('v1: 30 s without a byte of the body after the headers ends the call like a time-out (a CSV download too)', async () => {
    const body = stalledBody('日時,種別\n');
    const { client, timers, events } = timedClient(async () => new Response(body.stream, { status: 200 }));
    const call = client.blob({ method: 'GET', api: 'v1', path: '/v1/console/logs/csv' });
    await settle();
    timers.fireAll();
    expect(await call).toEqual(E.left(TIMEOUT));
    expect(body.cancelled()).toBe(true);
    expect(events.networkFailedCount).toBe(1);
  });

  it('v1: a stalled JSON body ends the same way', async () => {
    const body = stalledBody('{"ok":');
    const { client, timers } = timedClient(async () => new Response(body.stream, { status: 200 }));
    const call = client.json({ method: 'GET', api: 'v1', path: '/v1/console/locks', codec: Ok });
    await settle();
    timers.fireAll();
    expect(await call).toEqual(E.left(TIMEOUT));
  });

  it('an error status whose body stalls is that status, without the server message it could not read', async () => {
    const body = stalledBody('{"message":"');
    const { client, timers } = timedClient(async () => new Response(body.stream, { status: 409 }));
    const call = client.json({
      method: 'POST',
      api: 'v1',
      path: '/v1/console/guests/create',
      body: { name: 'a' },
      codec: Ok,
    });
    await settle();
    timers.fireAll();
    expect(await call).toEqual(E.left({ _tag: 'Conflict' }));
  });

  it('a call whose answer is not read succeeds on the status without waiting for a stalled body', async () => {
    const body = stalledBody('{');
    const { client, timers } = timedClient(async () => new Response(body.stream, { status: 200 }));
    expect(
      await client.ignoreBody({ method: 'PATCH', api: 'v1', path: '/v1/console/guests/1', body: { name: 'a' } }),
    ).toEqual(E.right(undefined));
    expect(timers.pending.size).toBe(0);
    expect(body.cancelled()).toBe(true);
  });

  it('a body that breaks midway is a network failure, not a time-out', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start: (c) => {
        c.enqueue(encoder.encode('{'));
        c.error(new TypeError('network error'));
      },
    });
    const { client } = timedClient(async () => new Response(stream, { status: 200 }));
    expect(await client.json({ method: 'GET', api: 'v1', path: '/v1/console/locks', codec: Ok })).toEqual(
      E.left({ _tag: 'Unavailable', reason: 'network', message: 'network error' }),
    );
  });

  it('the form sent decodes back to the body on the server side', async () => {
    let sent = '';
    const { client } = timedClient(async (init) => {
      sent = String(init?.body);
      return new Response(null, { status: 204 });
    });
    await client.ignoreBody({
      method: 'DELETE',
      api: 'v1',
      path: '/v1/console/group_locks/detach',
      body: { group_ids: [2], lock_ids: [1, 5] },
    });
    expect(formDecode(sent)).toEqual({ group_ids: ['2'], lock_ids: ['1', '5'] });
  });
});

describe('the page cookie the XSRF header echoes (documentCookie)', () => {
  afterEach(() => vi.unstubAllGlobals());
  // (this suite runs in Node: the page's document is a stand-in with its cookie string)
  const pageCookie = (cookie: string) => vi.stubGlobal('document', { cookie });

  it('reads document.cookie, URI-decoded, where there is no Cookie Store API', () => {
    pageCookie('a=1; XSRF-TOKEN=a%2Bb%3D%3D');
    expect(documentCookie('XSRF-TOKEN')).toBe('a+b==');
    expect(documentCookie('OTHER')).toBeNull();
  });

  it('reads the Cookie Store API, not document.cookie, where the page has it, URI-decoded', async () => {
    pageCookie('XSRF-TOKEN=from-document');
    const get = vi.fn(async (name: string) => (name === 'XSRF-TOKEN' ? { value: 'x%2By' } : null));
    vi.stubGlobal('cookieStore', { get });
    await expect(documentCookie('XSRF-TOKEN')).resolves.toBe('x+y');
    await expect(documentCookie('OTHER')).resolves.toBeNull();
    expect(get.mock.calls).toEqual([['XSRF-TOKEN'], ['OTHER']]);
  });

  it('falls back to document.cookie when the store refuses', async () => {
    pageCookie('XSRF-TOKEN=from-document');
    vi.stubGlobal('cookieStore', { get: () => Promise.reject(new TypeError('insecure')) });
    await expect(documentCookie('XSRF-TOKEN')).resolves.toBe('from-document');
  });
});
