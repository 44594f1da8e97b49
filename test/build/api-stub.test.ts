import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRight, type Either } from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiStub } from '../../scripts/api-stub.mjs';
import { GroupSearchCodec } from '../../src/infrastructure/http/groups/codecs';
import { GuestSearchCodec } from '../../src/infrastructure/http/guests/codecs';
import { LockListWire } from '../../src/infrastructure/http/locks/codecs';
import { ManagerSearchCodec } from '../../src/infrastructure/http/managers/codecs';
import { OrganizationCodec } from '../../src/infrastructure/http/organization/codecs';
import {
  ConsoleFunctionsCodec,
  MeResponseCodec,
  SessionCreatedCodec,
} from '../../src/infrastructure/http/session/codecs';
import { LARGE } from '../../src/infrastructure/memory/large/figures';
import { releaseMsw } from '../support/backends';

// scripts/bench-phone.mjs and scripts/size.mjs sign in against this stub: it serves the in-memory world (the demo's
// default world and the large organization) through the mock-http build's handlers; its answers must be what the
// console's HTTP adapters decode, and login takes the JSON body the
// console sends
describe('scripts/api-stub.mjs', () => {
  let server: ReturnType<typeof createServer> | null = null;
  let origin = '';
  beforeAll(async () => {
    // an earlier file's MSW server in this worker would answer these fetches with the world's handlers
    releaseMsw();
    // built for Node and seeded: a build of the same sources is cached (node_modules/.cache/api-stub)
    const stub = await createApiStub();
    const started = createServer((req, res) => {
      if (!stub(req, res)) res.writeHead(418).end();
    });
    server = started;
    await new Promise<void>((done) => started.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  const login = (body: string, type: string) =>
    fetch(`${origin}/console/v2/sessions/`, { method: 'POST', body, headers: { 'Content-Type': type } });

  it('signs in with a JSON body, refuses a wrong password with 401 and a form-encoded body with 400', async () => {
    // the v2 sessions call takes JSON (the world's handler reads v1 bodies as forms, v2 bodies as JSON)
    const json = await login(JSON.stringify({ email: 'manager@example.jp', password: 'Passw0rd' }), 'application/json');
    expect(json.status).toBe(201);
    expect(isRight(SessionCreatedCodec.decode(await json.json()))).toBe(true);
    expect(
      (await login(JSON.stringify({ email: 'manager@example.jp', password: 'wrong' }), 'application/json')).status,
    ).toBe(401);
    const form = new URLSearchParams({ email: 'manager@example.jp', password: 'Passw0rd' }).toString();
    expect((await login(form, 'application/x-www-form-urlencoded')).status).toBe(400);
  });

  it("answers the first minute's calls with bodies the adapters' codecs accept, and 401 without a token", async () => {
    const { token } = (await (
      await login(JSON.stringify({ email: 'manager@example.jp', password: 'Passw0rd' }), 'application/json')
    ).json()) as { token: string };
    const get = async (path: string) => {
      const response = await fetch(`${origin}${path}`, {
        headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Encoding')).toBe('gzip');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      return response.json() as Promise<unknown>;
    };
    const calls: ReadonlyArray<readonly [{ decode: (u: unknown) => Either<unknown, unknown> }, string]> = [
      [MeResponseCodec, '/v1/console/managers/me'],
      [ConsoleFunctionsCodec, '/console/v2/console_functions/?organization_id=1'],
      [LockListWire, '/v1/console/locks?organization_id=1&page=1'],
      [GroupSearchCodec, '/v1/console/groups/search?organization_id=1'],
      [GuestSearchCodec, '/v1/console/guests/search?organization_id=1&page=1&per_page=10'],
      [OrganizationCodec, '/v1/console/organizations/1'],
      [ManagerSearchCodec, '/v1/console/managers/search?organization=1&page=1&per_page=100'],
    ];
    for (const [codec, path] of calls) expect(isRight(codec.decode(await get(path))), path).toBe(true);
    expect((await fetch(`${origin}/v1/console/locks?organization_id=1`)).status).toBe(401);
  });

  it('serves the large organization to its manager: in the switcher, its 200 locks 10 a page, 3,000 guests', async () => {
    const { token } = (await (
      await login(JSON.stringify({ email: 'manager@example.jp', password: 'Passw0rd' }), 'application/json')
    ).json()) as { token: string };
    const get = async (path: string) =>
      (await fetch(`${origin}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json() as Promise<unknown>;
    const me = (await get('/v1/console/managers/me')) as { organizations: Array<{ id: number; name: string }> };
    expect(me.organizations.map((o) => [o.id, o.name])).toEqual([
      [1, '株式会社キュリオデモ'],
      [2, 'デモ不動産合同会社'],
      [LARGE.organizationId, LARGE.name],
    ]);
    const locks = (await get(`/v1/console/locks?organization_id=${LARGE.organizationId}&page=20`)) as {
      locks: Array<{ id: number }>;
    };
    expect(locks.locks.map((l) => l.id)).toEqual(Array.from({ length: 10 }, (_, i) => 100_191 + i));
    const guests = (await get(
      `/v1/console/guests/search?organization_id=${LARGE.organizationId}&page=1&per_page=10`,
    )) as { total: number };
    expect(guests.total).toBe(LARGE.guests);
  });
});
