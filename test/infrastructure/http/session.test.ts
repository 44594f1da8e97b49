import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ConsoleFunctionsGateway } from '../../../src/application/ports/ConsoleFunctionsGateway';
import { SessionGateway } from '../../../src/application/ports/SessionGateway';
import { httpBackend, mswServer, storedAuth, signedIn } from '../../support/backends';

interface Seen {
  method: string;
  url: string;
  body: string;
  authorization: string | null;
}

const capture = (): Seen[] => {
  const seen: Seen[] = [];
  mswServer().events.on('request:start', async ({ request }) => {
    seen.push({
      method: request.method,
      url: request.url,
      body: await request.clone().text(),
      authorization: request.headers.get('Authorization'),
    });
  });
  return seen;
};

describe('session adapters over HTTP', () => {
  it('login posts e-mail and password to the v2 sessions path, then reads me with the new token', async () => {
    const backend = httpBackend();
    const seen = capture();
    await backend.signIn();
    const token = storedAuth(backend)?.token;
    expect(seen[0]).toEqual({
      method: 'POST',
      url: 'http://api.test/console/v2/sessions/',
      body: '{"email":"manager@example.jp","password":"Passw0rd"}',
      authorization: null,
    });
    expect(seen[1]).toMatchObject({
      method: 'GET',
      url: 'http://api.test/v1/console/managers/me',
      authorization: `Bearer ${token}`,
    });
    mswServer().events.removeAllListeners();
  });

  it('logout sends DELETE /sessions/ with the bearer token', async () => {
    const backend = await signedIn(httpBackend);
    const token = storedAuth(backend)?.token;
    const seen = capture();
    await backend.container.get<SessionGateway>(SessionGateway).logout(token ?? '');
    expect(seen).toEqual([
      { method: 'DELETE', url: 'http://api.test/console/v2/sessions/', body: '', authorization: `Bearer ${token}` },
    ]);
    mswServer().events.removeAllListeners();
  });

  it('console functions are asked for with organization_id and decoded', async () => {
    const backend = await signedIn(httpBackend);
    const seen = capture();
    const result = await backend.container.get<ConsoleFunctionsGateway>(ConsoleFunctionsGateway).fetch(2);
    expect(seen[0]?.url).toBe('http://api.test/console/v2/console_functions/?organization_id=2');
    expect(E.isRight(result) && result.right).toMatchObject({
      organizationId: 2,
      guestCsvRegistration: false,
      maximumGuestCount: 10,
    });
    mswServer().events.removeAllListeners();
  });

  it.each([
    ['a missing field', { downloadLogCsv: true }],
    ['a wrong type', { ...{ downloadLogCsv: 'yes' } }],
    ['not an object', [1, 2, 3]],
  ])('console functions with %s is a ContractViolation', async (_what, body) => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.get('*/console/v2/console_functions/', () => HttpResponse.json(body)));
    const result = await backend.container.get<ConsoleFunctionsGateway>(ConsoleFunctionsGateway).fetch(1);
    expect(E.isLeft(result) && result.left._tag).toBe('ContractViolation');
  });
});
