import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { InvitationsGateway } from '../../../../src/application/managers/ports/InvitationsGateway';
import { ManagersGateway } from '../../../../src/application/managers/ports/ManagersGateway';
import { DEMO_INVITATIONS } from '../../../../src/infrastructure/memory/invitations/slice';
import { DEMO_MANAGERS } from '../../../../src/infrastructure/memory/managers/slice';
import { httpBackend, mswServer, V2, signedIn } from '../../../support/backends';
import { recordRequests } from '../../../support/wire';
import { portError, rightOf } from '../../../support/outcomes';

describe('HTTP managers adapter: requests sent and answers read', () => {
  it('search sends organization (devices-access §7), name, page and per_page and reads managers with total', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const result = rightOf(
      await backend.container
        .get<ManagersGateway>(ManagersGateway)
        .search({ organizationId: 1, name: '伊藤', page: 1, perPage: 100 }),
    );
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.path).toBe(
      '/v1/console/managers/search?organization=1&name=%E4%BC%8A%E8%97%A4&page=1&per_page=100',
    );
    expect(result.items.map((m) => [m.id, m.name, m.email])).toEqual([
      [DEMO_MANAGERS.ito, '伊藤 美咲', 'ito.misaki@example.jp'],
    ]);
    expect(result.total).toBe(1);
  });

  it('detach sends DELETE /v1/console/managers/{id}/detach with organization_id', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const result = await backend.container.get<ManagersGateway>(ManagersGateway).detach(DEMO_MANAGERS.watanabe, 1);
    expect(result).toEqual(E.right(undefined));
    expect([sent[0]?.method, sent[0]?.path]).toEqual([
      'DELETE',
      `/v1/console/managers/${DEMO_MANAGERS.watanabe}/detach?organization_id=1`,
    ]);
  });

  it('a detail wrapped as { manager } or sent bare both decode', async () => {
    const backend = await signedIn(httpBackend);
    const gateway = backend.container.get<ManagersGateway>(ManagersGateway);
    const wire = {
      id: 5,
      organization_id: 1,
      name: '木村',
      email: 'k@example.jp',
      created_at: '2026-01-02T03:04:05+09:00',
      updated_at: null,
      extra: 'x',
    };
    mswServer().use(http.get('*/v1/console/managers/5', () => HttpResponse.json({ manager: wire })));
    const wrapped = await gateway.get(5);
    mswServer().use(http.get('*/v1/console/managers/5', () => HttpResponse.json(wire)));
    const bare = await gateway.get(5);
    const expected = {
      id: 5,
      organizationId: 1,
      name: '木村',
      email: 'k@example.jp',
      createdAt: '2026-01-02T03:04:05+09:00',
      updatedAt: '2026-01-02T03:04:05+09:00',
    };
    expect(wrapped).toEqual(E.right(expected));
    expect(bare).toEqual(E.right(expected));
  });

  it('a manager without an e-mail is a contract violation, not a row with a blank', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.get('*/v1/console/managers/search', () =>
        HttpResponse.json({ managers: [{ id: 1, name: 'x', created_at: '2026-01-01' }], total: 1 }),
      ),
    );
    const result = await backend.container
      .get<ManagersGateway>(ManagersGateway)
      .search({ organizationId: 1, name: '', page: 1, perPage: 100 });
    expect(result).toEqual(portError('ContractViolation'));
  });

  it('a missing organization id raises an error naming the field before any request', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    await expect(
      backend.container.get<ManagersGateway>(ManagersGateway).detach(3, undefined as unknown as number),
    ).rejects.toThrow('Required parameter organizationId was null or undefined.');
    expect(sent).toEqual([]);
  });
});

describe('HTTP invitations adapter', () => {
  it('invite posts organization_id and email to /v1/console/manager_invitations', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const result = await backend.container.get<InvitationsGateway>(InvitationsGateway).invite(1, 'new.one@example.jp');
    expect(result).toEqual(E.right(undefined));
    expect([sent[0]?.method, sent[0]?.path, sent[0]?.body]).toEqual([
      'POST',
      '/v1/console/manager_invitations',
      [
        ['organization_id', '1'],
        ['email', 'new.one@example.jp'],
      ],
    ]);
  });

  it('409 is a Conflict the use case can word', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.post('*/v1/console/manager_invitations', () =>
        HttpResponse.json({ message: 'already registered email' }, { status: 409 }),
      ),
    );
    const result = await backend.container
      .get<InvitationsGateway>(InvitationsGateway)
      .invite(1, 'ito.misaki@example.jp');
    expect(result).toEqual(E.left({ _tag: 'Conflict', message: 'already registered email' }));
  });

  it('list sends organization_id, page and per_page and reads e-mail; no sent date from the spec-shaped answer', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const result = rightOf(
      await backend.container
        .get<InvitationsGateway>(InvitationsGateway)
        .list({ organizationId: 1, page: 1, perPage: 100 }),
    );
    expect(sent[0]?.path).toBe('/v1/console/manager_invitations?organization_id=1&page=1&per_page=100');
    expect(result.items.map((i) => i.email)).toEqual(['new-manager@example.jp', 'kobayashi.staff@example.jp']);
    // the spec's invitation is id and email (devices-access §3): no date is served, none shown
    expect(result.items[0]?.sentAt).toBeNull();
    expect(result.totalKnown).toBe(false);
    // a server that sends one anyway: read
    mswServer().use(
      http.get('*/v1/console/manager_invitations', () =>
        HttpResponse.json([{ id: 'a1', email: 'x@example.jp', updated_at: '2026-11-20T10:00:00+09:00' }]),
      ),
    );
    const dated = rightOf(
      await backend.container
        .get<InvitationsGateway>(InvitationsGateway)
        .list({ organizationId: 1, page: 1, perPage: 100 }),
    );
    expect(dated.items[0]?.sentAt).toBe('2026-11-20T10:00:00+09:00');
  });

  it('resend and delete use the v2 paths', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const gateway = backend.container.get<InvitationsGateway>(InvitationsGateway);
    expect(await gateway.resend(DEMO_INVITATIONS.curioStaff)).toEqual(E.right(undefined));
    expect(await gateway.remove(DEMO_INVITATIONS.curioStaff)).toEqual(E.right(undefined));
    expect(sent.map((s) => [s.method, s.url.pathname])).toEqual([
      ['POST', `${V2}/manager_invitations/${DEMO_INVITATIONS.curioStaff}/resend`],
      ['DELETE', `${V2}/manager_invitations/${DEMO_INVITATIONS.curioStaff}`],
    ]);
  });

  it('a list that is not a list is a contract violation', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.get('*/v1/console/manager_invitations', () => HttpResponse.json({ manager_invitations: 'none' })),
    );
    const result = await backend.container
      .get<InvitationsGateway>(InvitationsGateway)
      .list({ organizationId: 1, page: 1, perPage: 100 });
    expect(result).toEqual(portError('ContractViolation'));
  });
});
