import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { HttpClient, RequiredParameterError } from '../../../src/infrastructure/http/HttpClient';
import { RecordingEvents } from '../../support/backends';

interface Call {
  url: string;
  init: RequestInit;
}

const clientWith = (respond: (url: string) => Response | Promise<Response>, options: { token?: string; xsrf?: string; timeoutMs?: number } = {}) => {
  const calls: Call[] = [];
  const events = new RecordingEvents();
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return respond(String(input));
  }) as typeof fetch;
  const auth = { load: () => (options.token ? { token: options.token, me: { id: 1, name: 'a', email: 'a@b.jp' }, currentOrganization: null, organizations: [] } : null) };
  const client = new HttpClient({ apiOrigin: 'https://api.example.jp', v2BasePath: '/console/v2', requestTimeoutMs: options.timeoutMs ?? 1000 }, auth, events, () => options.xsrf ?? null, fetchImpl);
  return { client, calls, events };
};

const Ok = t.exact(t.type({ ok: t.boolean }));
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the HTTP client', () => {
  it('sends the bearer token and echoes XSRF-TOKEN as X-XSRF-TOKEN to the API origin', async () => {
    const { client, calls } = clientWith(() => json({ ok: true }), { token: 'tok', xsrf: 'xs' });
    await client.json({ method: 'GET', api: 'v1', path: '/v1/console/locks', query: { organization_id: 1, lock_name: '' }, codec: Ok });
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.url).toBe('https://api.example.jp/v1/console/locks?organization_id=1');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('X-XSRF-TOKEN')).toBe('xs');
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
    expect(E.isLeft(result) && result.left._tag).toBe('ContractViolation');
    expect(E.isLeft(result) && result.left._tag === 'ContractViolation' && result.left.details).toContain('ok: expected boolean');
  });

  it.each([
    [401, 'Unauthorized'], [404, 'NotFound'], [409, 'Conflict'], [403, 'PlanLimit'], [400, 'Invalid'], [422, 'Invalid'], [500, 'Unavailable'],
  ])('maps status %i to %s with the server message', async (status, tag) => {
    const { client } = clientWith(() => json({ message: 'サーバーの説明' }, status));
    const result = await client.json({ method: 'GET', api: 'v1', path: '/x', codec: Ok });
    expect(E.isLeft(result) && result.left).toMatchObject({ _tag: tag, message: 'サーバーの説明' });
  });

  it('announces a 401 once for the global rule, unless the call expects it', async () => {
    const first = clientWith(() => json({}, 401));
    await first.client.json({ method: 'GET', api: 'v1', path: '/x', codec: Ok });
    expect(first.events.unauthorizedCount).toBe(1);
    const second = clientWith(() => json({}, 401));
    await second.client.json({ method: 'POST', api: 'v1', path: '/v1/console/guests/create', codec: Ok, unauthorizedIsExpected: true });
    expect(second.events.unauthorizedCount).toBe(0);
  });

  it('a network failure is Unavailable(network) and announced', async () => {
    const { client, events } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await client.json({ method: 'GET', api: 'v1', path: '/x', codec: Ok });
    expect(E.isLeft(result) && result.left).toMatchObject({ _tag: 'Unavailable', reason: 'network' });
    expect(events.networkFailedCount).toBe(1);
  });

  it('gives up after the configured timeout with the client message', async () => {
    const { client } = clientWith(() => new Promise<Response>(() => undefined), { timeoutMs: 20 });
    const hanging = clientWith((_url) => new Promise<Response>(() => undefined), { timeoutMs: 20 });
    void client;
    const fetchWithSignal = new HttpClient({ apiOrigin: 'https://api.example.jp', v2BasePath: '/v2', requestTimeoutMs: 20 }, { load: () => null }, new RecordingEvents(), () => null,
      ((_input: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch);
    void hanging;
    const result = await fetchWithSignal.json({ method: 'GET', api: 'v1', path: '/x', codec: Ok });
    expect(E.isLeft(result) && result.left).toMatchObject({ _tag: 'Unavailable', reason: 'timeout', message: 'timeout of 20ms exceeded' });
  });

  it('raises an error naming a missing required parameter before any call', async () => {
    const { client, calls } = clientWith(() => json({ ok: true }));
    await expect(client.json({ method: 'GET', api: 'v2', path: '/console_functions/', required: { organizationId: undefined }, codec: Ok })).rejects.toThrow(RequiredParameterError);
    await expect(client.json({ method: 'GET', api: 'v2', path: '/console_functions/', required: { organizationId: null }, codec: Ok })).rejects.toThrow('organizationId');
    expect(calls).toHaveLength(0);
  });
});
