import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failedWith, portError } from '../../../support/outcomes';
import { GuestsGateway } from '../../../../src/application/guests/ports/GuestsGateway';
import { UploadGuestCsv } from '../../../../src/application/guests/UploadGuestCsv';
import { SearchGuests } from '../../../../src/application/guests/SearchGuests';
import { MESSAGES } from '../../../../src/domain/shared/messages';
import { httpBackend, mswServer, signedIn } from '../../../support/backends';
import { recordRequests } from '../../../support/wire';

describe('HTTP adapters of guests: the requests sent', () => {
  it('search sends organization_id, name, is_connected, page and per_page 10', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    await backend.container.get(SearchGuests).execute({ name: '佐藤', isConnected: false, page: 2 });
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      organization_id: '1',
      name: '佐藤',
      is_connected: 'false',
      page: '2',
      per_page: '10',
    });
  });

  it('create sends enable_pay_per_guests, and its 401 does not trigger the global logout', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const result = await backend.container
      .get<GuestsGateway>(GuestsGateway)
      .create({ organizationId: 1, name: '新井', email: 'arai@example.jp', enablePayPerGuests: false });
    expect(result).toEqual(E.left({ _tag: 'Unauthorized', message: 'pay per guest is not enabled' }));
    expect(sent[0]?.body).toEqual([
      ['organization_id', '1'],
      ['name', '新井'],
      ['email', 'arai@example.jp'],
      ['enable_pay_per_guests', 'false'],
    ]);
    expect(backend.events.unauthorizedCount).toBe(0);
  });

  it('the CSV goes as multipart "file" with organization_id and enable_pay_per_guests in the query', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    await backend.container
      .get<GuestsGateway>(GuestsGateway)
      .uploadCsv(1, new TextEncoder().encode('name,mail\nA,a@example.jp\n'), true);
    expect(sent[0]?.url.pathname).toBe('/v1/console/guests/csv');
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      organization_id: '1',
      enable_pay_per_guests: 'true',
    });
    expect(sent[0]?.text).toContain('name="file"; filename="guests.csv"');
  });

  it("connection requests and group invitations use the spec's paths and bodies", async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const gateway = backend.container.get<GuestsGateway>(GuestsGateway);
    await gateway.requestConnection(1, [19]);
    await gateway.groupsOf(2);
    await gateway.invite(2, [3]);
    await gateway.uninvite(2, [6]);
    expect(sent.map((s) => [s.method, s.path, s.body ? s.body : null])).toEqual([
      [
        'POST',
        '/v1/console/guests/account_connection_request',
        [
          ['organization_id', '1'],
          ['guest_ids[]', '19'],
        ],
      ],
      ['GET', '/v1/console/group_invitations/guest?guest_id=2', null],
      [
        'POST',
        '/v1/console/group_invitations/guest',
        [
          ['guest_id', '2'],
          ['group_ids[]', '3'],
        ],
      ],
      [
        'DELETE',
        '/v1/console/group_invitations/guest',
        [
          ['guest_id', '2'],
          ['group_ids[]', '6'],
        ],
      ],
    ]);
  });
});

describe('malformed or unexpected answers', () => {
  it('a guest page without total is a contract violation', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.get('*/v1/console/guests/search', () => HttpResponse.json({ guests: [] })));
    expect(await backend.container.get(SearchGuests).execute({ name: '', isConnected: true, page: 1 })).toEqual(
      failedWith(MESSAGES.unexpectedResponse),
    );
  });

  it('unknown fields of a guest are stripped', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.get('*/v1/console/guests/:id', () =>
        HttpResponse.json({ id: '7', name: 'A', email: 'a@example.jp', is_connected: true, password: 'x' }),
      ),
    );
    expect(await backend.container.get<GuestsGateway>(GuestsGateway).get(7)).toEqual(
      E.right({ id: 7, name: 'A', email: 'a@example.jp', isConnected: true, groups: [], connectionRequestDate: null }),
    );
  });

  it.each([
    ['no body (201)', () => new HttpResponse(null, { status: 201 }), 2],
    ['a text body', () => new HttpResponse('OK', { status: 200 }), 2],
    ['a body of another shape', () => HttpResponse.json({ result: 'ok' }, { status: 201 }), 2],
    ['{count} as a numeric string', () => HttpResponse.json({ count: '5' }, { status: 201 }), 5],
  ])('a guest CSV success is the status: %s is a success', async (_shape, answer, registered) => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.post('*/v1/console/guests/csv', answer));
    const csv = new TextEncoder().encode('name,mail\nA,a@example.jp\nB,b@example.jp\n');
    expect(await backend.container.get(UploadGuestCsv).execute(csv, { rowCount: 2, billingConfirmed: false })).toEqual(
      E.right(registered),
    );
  });

  it('a 400 on delete without card names stays a plain failure', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.delete('*/v1/console/guests/:id', () => HttpResponse.json({ error: 'something' }, { status: 400 })),
    );
    const result = await backend.container.get<GuestsGateway>(GuestsGateway).remove(2);
    expect(result).toEqual(portError('Invalid'));
  });
});
