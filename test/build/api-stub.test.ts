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
import { releaseMsw } from '../support/backends';

// scripts/bench-phone.mjs and scripts/size.mjs sign in against this stub: its answers must be what the
// console's HTTP adapters decode, and login must work with a JSON or a form-encoded body
describe('scripts/api-stub.mjs', () => {
  const stub = createApiStub();
  const server = createServer((req, res) => {
    if (!stub(req, res)) res.writeHead(418).end();
  });
  let origin = '';
  beforeAll(async () => {
    // an earlier file's MSW server in this worker would answer these fetches with the world's handlers
    releaseMsw();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const login = (body: string, type: string) =>
    fetch(`${origin}/console/v2/sessions/`, { method: 'POST', body, headers: { 'Content-Type': type } });

  it('signs in with a JSON body and with a form-encoded one, and refuses a wrong password with 401', async () => {
    const json = await login(JSON.stringify({ email: 'manager@example.jp', password: 'Passw0rd' }), 'application/json');
    const form = await login(
      new URLSearchParams({ email: 'manager@example.jp', password: 'Passw0rd' }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect([json.status, form.status]).toEqual([201, 201]);
    expect(isRight(SessionCreatedCodec.decode(await json.json()))).toBe(true);
    expect(isRight(SessionCreatedCodec.decode(await form.json()))).toBe(true);
    expect(
      (await login(JSON.stringify({ email: 'manager@example.jp', password: 'wrong' }), 'application/json')).status,
    ).toBe(401);
  });

  it("answers the first minute's calls with bodies the adapters' codecs accept, and 401 without a token", async () => {
    const { token } = (await (
      await login(JSON.stringify({ email: 'manager@example.jp', password: 'Passw0rd' }), 'application/json')
    ).json()) as { token: string };
    const get = async (path: string) => {
      const response = await fetch(`${origin}${path}`, {
        headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
      });
      expect(response.status).toBe(200);
      return response.json() as Promise<unknown>;
    };
    const calls: ReadonlyArray<readonly [{ decode: (u: unknown) => Either<unknown, unknown> }, string]> = [
      [MeResponseCodec, '/v1/console/managers/me'],
      [ConsoleFunctionsCodec, '/console/v2/console_functions/?organization_id=101'],
      [LockListWire, '/v1/console/locks?organization_id=101&page=1'],
      [GroupSearchCodec, '/v1/console/groups/search?organization_id=101'],
      [GuestSearchCodec, '/v1/console/guests/search?organization_id=101&page=1&per_page=10'],
      [OrganizationCodec, '/v1/console/organizations/101'],
      [ManagerSearchCodec, '/v1/console/managers/search?organization_id=101&page=1&per_page=100'],
    ];
    for (const [codec, path] of calls) expect(isRight(codec.decode(await get(path))), path).toBe(true);
    expect((await fetch(`${origin}/v1/console/locks?organization_id=101`)).status).toBe(401);
  });
});
