import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SaveAccountInfo } from '../../../src/application/account/SaveAccountInfo';
import { GroupsGateway } from '../../../src/application/groups/ports/GroupsGateway';
import { GuestsGateway } from '../../../src/application/guests/ports/GuestsGateway';
import { RemoteJobGateway } from '../../../src/application/remote/ports/RemoteJobGateway';
import { LoadGroup } from '../../../src/application/groups/LoadGroup';
import { LoadPlanFunctions } from '../../../src/application/session/LoadPlanFunctions';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { httpBackend, mswServer, storedAuth, V2, signedIn } from '../../support/backends';
import { leftOf, portError, rightOf } from '../../support/outcomes';

describe('tolerant decoding where the spec shows no body, strict where it does', () => {
  it.each([
    ['a bare list', [{ id: 1, name: '佐藤 健', email: 'a@example.jp', is_connected: true }]],
    [
      'the list under guests',
      { guests: [{ id: '1', name: '佐藤 健', email: 'a@example.jp', is_connected: true, extra: 1 }] },
    ],
  ])('guests/all reads %s', async (_shape, body) => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.get('*/v1/console/guests/all', () => HttpResponse.json(body)));
    expect(await backend.container.get<GuestsGateway>(GuestsGateway).all(1)).toEqual(
      E.right([
        { id: 1, name: '佐藤 健', email: 'a@example.jp', isConnected: true, groups: [], connectionRequestDate: null },
      ]),
    );
  });

  it('guests/all under another key, or with a guest missing its name, is a contract violation', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.get('*/v1/console/guests/all', () => HttpResponse.json({ users: [] })));
    expect(await backend.container.get<GuestsGateway>(GuestsGateway).all(1)).toEqual(portError('ContractViolation'));
    mswServer().use(http.get('*/v1/console/guests/all', () => HttpResponse.json([{ id: 1 }])));
    expect(await backend.container.get<GuestsGateway>(GuestsGateway).all(1)).toEqual(portError('ContractViolation'));
  });

  it.each([
    ['{ id }', { id: 41 }],
    ['a bare numeric string', '41'],
    ['{ guest: { id } }', { guest: { id: 41, name: 'x' } }],
    ['{ data: { id } }', { data: { id: '41' } }],
  ])('guest create reads the new id as %s', async (_shape, body) => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.post('*/v1/console/guests/create', () => HttpResponse.json(body, { status: 201 })));
    expect(
      await backend.container
        .get<GuestsGateway>(GuestsGateway)
        .create({ organizationId: 1, name: 'A', email: 'a@example.jp', enablePayPerGuests: false }),
    ).toEqual(E.right(41));
  });

  it.each([
    ['{ id }', { id: 9 }],
    ['a bare number', 9],
    ['{ group: { id } }', { group: { id: '9' } }],
  ])('group create reads the new id as %s', async (_shape, body) => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.post('*/v1/console/groups/', () => HttpResponse.json(body, { status: 201 })));
    const draft = {
      name: 'G',
      enableOffline: false,
      enableRemote: false,
      conditions: { duration: null, daily: null, weekly: null },
    };
    expect(await backend.container.get<GroupsGateway>(GroupsGateway).create(1, draft)).toEqual(E.right(9));
  });

  it('a created id that is missing or not a number is a contract violation', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.post('*/v1/console/guests/create', () => HttpResponse.json({ ok: true }, { status: 201 })));
    expect(
      await backend.container
        .get<GuestsGateway>(GuestsGateway)
        .create({ organizationId: 1, name: 'A', email: 'a@example.jp', enablePayPerGuests: false }),
    ).toEqual(portError('ContractViolation'));
    mswServer().use(http.post('*/v1/console/groups/', () => HttpResponse.json({ id: 'abc' }, { status: 201 })));
    const draft = {
      name: 'G',
      enableOffline: false,
      enableRemote: false,
      conditions: { duration: null, daily: null, weekly: null },
    };
    expect(await backend.container.get<GroupsGateway>(GroupsGateway).create(1, draft)).toEqual(
      portError('ContractViolation'),
    );
  });

  it.each([
    ['under group_invitations', { group_invitations: [{ guest_id: 2, group_id: '6' }] }],
    ['as a bare list', [{ guest_id: '2', group_id: 6, created_at: 'x' }]],
  ])('group_invitations/guest reads the rows %s', async (_shape, body) => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.get('*/v1/console/group_invitations/guest', () => HttpResponse.json(body)));
    expect(await backend.container.get<GuestsGateway>(GuestsGateway).groupsOf(2)).toEqual(E.right([6]));
  });

  it.each([
    ['guests as ids', [3, 4]],
    ['guests absent', undefined],
    ['guests null', null],
  ])('a group is read with %s (only the count is used)', async (_shape, guests) => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.get('*/v1/console/groups/:id', () =>
        HttpResponse.json({
          id: 9,
          name: 'G',
          enable_offline: true,
          enable_remote: false,
          ...(guests === undefined ? {} : { guests }),
        }),
      ),
    );
    const loaded = rightOf(await backend.container.get<GroupsGateway>(GroupsGateway).get(9));
    expect(loaded.guestCount).toBe(Array.isArray(guests) ? 2 : 0);
  });

  it('a group whose enable_remote is not a boolean is the unexpected-response message', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.get('*/v1/console/groups/:id', () =>
        HttpResponse.json({ id: 9, name: 'G', enable_offline: true, enable_remote: 'yes' }),
      ),
    );
    const loaded = await backend.container.get(LoadGroup).execute(9);
    expect(JSON.stringify(leftOf(loaded))).toContain(MESSAGES.unexpectedResponse);
  });

  it.each([
    ['no body', () => new HttpResponse(null, { status: 204 })],
    [
      'the manager under manager',
      () => HttpResponse.json({ manager: { id: 1, name: '新しい名前', email: 'manager@example.jp' } }),
    ],
  ])('a rename answered with %s saves the name and updates the stored record', async (_shape, answer) => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.patch('*/v1/console/managers/:id', answer));
    const saved = rightOf(await backend.container.get(SaveAccountInfo).execute({ name: '新しい名前' }));
    expect(saved.name).toBe('新しい名前');
    expect(storedAuth(backend)?.me.name).toBe('新しい名前');
  });

  it('plan counts sent as numeric strings are read as numbers; a missing flag is refused', async () => {
    const backend = await signedIn(httpBackend);
    const flags = {
      downloadLogCsv: true,
      downloadInoutLogCsv: true,
      downloadTimecardCsv: true,
      maximumManagerCount: '10',
      remainingManagerCount: '3',
      changeLockStateNotification: true,
      guestCsvRegistration: true,
      maximumPinCount: '50',
      displayLockLog: true,
      displayInoutLog: true,
      displayTimecard: true,
      maximumGuestCount: '100',
      remainingGuestCount: '20',
      newFlag: 1,
    };
    mswServer().use(http.get(`*${V2}/console_functions/`, () => HttpResponse.json(flags)));
    const loaded = await backend.container.get(LoadPlanFunctions).execute();
    expect(loaded).toMatchObject(
      E.right({
        maximumManagerCount: 10,
        remainingGuestCount: 20,
        maximumPinCount: 50,
      }),
    );
    expect('newFlag' in rightOf(loaded)).toBe(false);
  });

  it.each([
    ['{ id }', { id: 'job-1' }],
    ['{ jobId }', { jobId: 'job-1' }],
    ['a bare string', 'job-1'],
  ])('a remote job id is read from %s', async (_shape, body) => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.post(`*${V2}/locks/:id/jobs`, () => HttpResponse.json(body, { status: 201 })));
    expect(await backend.container.get<RemoteJobGateway>(RemoteJobGateway).start(1, 'read_status')).toEqual(
      E.right('job-1'),
    );
  });

  it('a remote job answer without an id is a contract violation', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.post(`*${V2}/locks/:id/jobs`, () => HttpResponse.json({ status: 'queued' }, { status: 201 })));
    expect(await backend.container.get<RemoteJobGateway>(RemoteJobGateway).start(1, 'read_status')).toEqual(
      portError('ContractViolation'),
    );
  });
});
