import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NotificationsGateway } from '../../../../src/application/notifications/ports/NotificationsGateway';
import { httpBackend, mswServer, signedIn } from '../../../support/backends';
import { recordRequests } from '../../../support/wire';
import { portError } from '../../../support/outcomes';

const gateway = async () => {
  const backend = await signedIn(httpBackend);
  return backend.container.get<NotificationsGateway>(NotificationsGateway);
};

describe('HTTP notifications adapter', () => {
  it('GET /v1/console/notifications with organization_id reads the targets', async () => {
    const notifications = await gateway();
    const sent = recordRequests();
    const result = await notifications.targets(1);
    expect(sent[0]?.path).toBe('/v1/console/notifications?organization_id=1');
    expect(result).toEqual(
      E.right([
        { id: 1, email: 'security@example.jp' },
        { id: 2, email: 'facility.team@example.jp' },
      ]),
    );
  });

  it('a bare list is accepted too (the response shape is not shown)', async () => {
    const notifications = await gateway();
    mswServer().use(
      http.get('*/v1/console/notifications', () => HttpResponse.json([{ id: '7', email: 'a@example.jp' }])),
    );
    expect(await notifications.targets(1)).toEqual(E.right([{ id: 7, email: 'a@example.jp' }]));
  });

  it('a target without an e-mail is a contract violation', async () => {
    const notifications = await gateway();
    mswServer().use(http.get('*/v1/console/notifications', () => HttpResponse.json({ notifications: [{ id: 1 }] })));
    const result = await notifications.targets(1);
    expect(result).toEqual(portError('ContractViolation'));
  });

  it('add posts organization_id and emails; remove sends DELETE with id', async () => {
    const notifications = await gateway();
    const sent = recordRequests();
    expect(await notifications.add(1, 'night@example.jp')).toEqual(E.right(undefined));
    expect([sent[0]?.method, sent[0]?.path, sent[0]?.body]).toEqual([
      'POST',
      '/v1/console/notifications',
      [
        ['organization_id', '1'],
        ['emails[]', 'night@example.jp'],
      ],
    ]);
    expect(await notifications.remove(1, 2)).toEqual(E.right(undefined));
    expect([sent[1]?.method, sent[1]?.path]).toEqual(['DELETE', '/v1/console/notifications?organization_id=1&id=2']);
  });

  it('the switch is notify_lock_status on the organization: GET reads it, PATCH saves it', async () => {
    const notifications = await gateway();
    const sent = recordRequests();
    expect(await notifications.switchState(1)).toEqual(E.right(true));
    expect(await notifications.setSwitch(1, false)).toEqual(E.right(undefined));
    expect(await notifications.switchState(1)).toEqual(E.right(false));
    expect(sent.map((s) => [s.method, s.url.pathname])).toEqual([
      ['GET', '/v1/console/organizations/1'],
      ['PATCH', '/v1/console/organizations/1'],
      ['GET', '/v1/console/organizations/1'],
    ]);
    expect(sent[1]?.body).toEqual([['notify_lock_status', 'false']]);
  });

  it('an organization without notify_lock_status is a contract violation', async () => {
    const notifications = await gateway();
    mswServer().use(http.get('*/v1/console/organizations/1', () => HttpResponse.json({ id: 1, name: 'x' })));
    const result = await notifications.switchState(1);
    expect(result).toEqual(portError('ContractViolation'));
  });

  it('organization 2 has no notification function: 403 is a PlanLimit', async () => {
    const notifications = await gateway();
    const result = await notifications.targets(2);
    expect(result).toEqual(portError('PlanLimit'));
  });
});
