import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PinsGateway } from '../../../../src/application/pins/ports/PinsGateway';
import { httpBackend, mswServer, V2, signedIn } from '../../../support/backends';
import { recordRequests } from '../../../support/wire';
import { portError, rightOf } from '../../../support/outcomes';

describe('HTTP adapter of PINs: the requests sent', () => {
  it('list sends knight_id, page, per_page and is_registered to /v1/console/knight_pins/ and reads both totals', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const result = rightOf(
      await backend.container
        .get<PinsGateway>(PinsGateway)
        .list({ keypadId: 101, page: 1, perPage: 30, isRegistered: true }),
    );
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/console/knight_pins/?knight_id=101&page=1&per_page=30&is_registered=true',
    ]);
    expect({
      total: result.total,
      all: result.totalWithRegistering,
      first: result.items[0],
    }).toEqual({
      total: 5,
      all: 7,
      first: { id: 1, name: '清掃業者', pin: '2580', timeFrom: null, timeTill: null, registrationJobStatus: 'success' },
    });
  });

  it('create posts pad_id, pin, name, from, to (null without expiry) to the v2 /pad_pins/', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const gateway = backend.container.get<PinsGateway>(PinsGateway);
    expect(await gateway.create({ keypadId: 101, pin: '0123', name: '宅配', from: null, to: null })).toEqual(
      E.right(undefined),
    );
    await gateway.create({
      keypadId: 101,
      pin: '4567',
      name: '期間付き',
      from: '2026-11-22T09:00:00+09:00',
      to: '2026-11-23T09:00:00+09:00',
    });
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', `${V2}/pad_pins/`, { pad_id: 101, pin: '0123', name: '宅配', from: null, to: null }],
      [
        'POST',
        `${V2}/pad_pins/`,
        {
          pad_id: 101,
          pin: '4567',
          name: '期間付き',
          from: '2026-11-22T09:00:00+09:00',
          to: '2026-11-23T09:00:00+09:00',
        },
      ],
    ]);
  });

  it('delete sends DELETE /pad_pins/{id}', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    await backend.container.get<PinsGateway>(PinsGateway).remove(2);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([`DELETE ${V2}/pad_pins/2`]);
  });

  it('a list without total_with_registering, or a PIN without a name, is a contract violation', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.get('*/v1/console/knight_pins/', () => HttpResponse.json({ knight_pins: [], total: 0 })));
    const missingTotal = await backend.container
      .get<PinsGateway>(PinsGateway)
      .list({ keypadId: 101, page: 1, perPage: 30, isRegistered: true });
    expect(missingTotal).toEqual(portError('ContractViolation'));
    mswServer().use(
      http.get('*/v1/console/knight_pins/', () =>
        HttpResponse.json({ knight_pins: [{ id: 1, pin: '1234' }], total: 1, total_with_registering: 1 }),
      ),
    );
    const missingName = await backend.container
      .get<PinsGateway>(PinsGateway)
      .list({ keypadId: 101, page: 1, perPage: 30, isRegistered: true });
    expect(missingName).toEqual(portError('ContractViolation'));
  });

  it('a numeric pin and absent period fields are read tolerantly', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.get('*/v1/console/knight_pins/', () =>
        HttpResponse.json({
          knight_pins: [{ id: '7', name: 'A', pin: 4321, extra: 1 }],
          total: 1,
          total_with_registering: 1,
        }),
      ),
    );
    const result = rightOf(
      await backend.container
        .get<PinsGateway>(PinsGateway)
        .list({ keypadId: 101, page: 1, perPage: 30, isRegistered: true }),
    );
    expect(result.items).toEqual([
      { id: 7, name: 'A', pin: '4321', timeFrom: null, timeTill: null, registrationJobStatus: null },
    ]);
  });
});
