import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ConsoleFunctionsGateway } from '../../../../src/application/session/ports/ConsoleFunctionsGateway';
import { SessionGateway } from '../../../../src/application/session/ports/SessionGateway';
import { httpBackend, mswServer, storedAuth, signedIn } from '../../../support/backends';
import { recordRequests } from '../../../support/wire';
import { portError } from '../../../support/outcomes';

describe('session adapters over HTTP', () => {
  it('login posts e-mail and password to the v2 sessions path, then reads me with the new token', async () => {
    const backend = httpBackend();
    const seen = recordRequests();
    await backend.signIn();
    const token = storedAuth(backend)?.token;
    expect(
      seen.slice(0, 2).map(({ method, url, text, authorization }) => ({ method, url: url.href, text, authorization })),
    ).toEqual([
      {
        method: 'POST',
        url: 'http://api.test/console/v2/sessions/',
        text: '{"email":"manager@example.jp","password":"Passw0rd"}',
        authorization: null,
      },
      { method: 'GET', url: 'http://api.test/v1/console/managers/me', text: '', authorization: `Bearer ${token}` },
    ]);
  });

  it('logout sends DELETE /sessions/ with the bearer token', async () => {
    const backend = await signedIn(httpBackend);
    const token = storedAuth(backend)?.token;
    const seen = recordRequests();
    await backend.container.get<SessionGateway>(SessionGateway).logout(token ?? '');
    expect(
      seen.map(({ method, url, text, authorization }) => ({ method, url: url.href, text, authorization })),
    ).toEqual([
      { method: 'DELETE', url: 'http://api.test/console/v2/sessions/', text: '', authorization: `Bearer ${token}` },
    ]);
  });

  it('console functions are asked for with organization_id and decoded', async () => {
    const backend = await signedIn(httpBackend);
    const seen = recordRequests();
    const result = await backend.container.get<ConsoleFunctionsGateway>(ConsoleFunctionsGateway).fetch(2);
    expect(seen[0]?.url.href).toBe('http://api.test/console/v2/console_functions/?organization_id=2');
    expect(result).toMatchObject(
      E.right({
        organizationId: 2,
        guestCsvRegistration: false,
        maximumGuestCount: 10,
      }),
    );
  });

  it.each([
    ['a missing field', { downloadLogCsv: true }],
    ['a wrong type', { ...{ downloadLogCsv: 'yes' } }],
    ['not an object', [1, 2, 3]],
  ])('console functions with %s is a ContractViolation', async (_what, body) => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.get('*/console/v2/console_functions/', () => HttpResponse.json(body)));
    const result = await backend.container.get<ConsoleFunctionsGateway>(ConsoleFunctionsGateway).fetch(1);
    expect(result).toEqual(portError('ContractViolation'));
  });
});
