import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { SignupRequest } from '../../../../src/domain/signup/application';
import { HttpClient } from '../../../../src/infrastructure/http/HttpClient';
import { HttpSignupGateway } from '../../../../src/infrastructure/http/signup/HttpSignupGateway';
import { fromSignupPayload, toSignupPayload } from '../../../../src/infrastructure/http/signup/codecs';
import { RecordingEvents } from '../../../support/backends';
import { wireBody } from '../../../support/wire';
import { formDecode, formEncode } from '../../../../src/infrastructure/http/codecs/formText';
import { failed, portError } from '../../../support/outcomes';

interface Call {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
  readonly auth: string | null;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const gatewayWith = (respond: (url: string) => Response) => {
  const calls: Call[] = [];
  const events = new RecordingEvents();
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? wireBody(init.body) : undefined,
      auth: new Headers(init?.headers).get('Authorization'),
    });
    return respond(String(input));
  }) as typeof fetch;
  const client = new HttpClient(
    { apiOrigin: 'https://api.example.jp', v2BasePath: '/console/v2', requestTimeoutMs: 1000 },
    { tokenForThisTab: () => null },
    events,
    () => null,
    fetchImpl,
  );
  return { gateway: new HttpSignupGateway(client), calls, events };
};

const ADDRESS = {
  staffName: '鈴木',
  tel: '0312345678',
  zip: '1000001',
  prefecture: '東京都',
  address: '千代田区千代田1-1',
};
const REQUEST: SignupRequest = {
  emailToken: 'tok-1',
  organization: {
    name: '株式会社テスト',
    division: '',
    url: '',
    address: ADDRESS,
    organizationType: 1,
    amount: 9790,
    isDouble: false,
  },
  subscription: [
    { name: 'console', price: 4500, quantity: 1 },
    { name: 'pro', price: 2800, quantity: 1 },
  ],
  delivery: { ...ADDRESS, zip: '5300001', prefecture: '大阪府' },
  constructions: [
    { priority: 1, date: '2026-12-31', timeSlot: 'morning' },
    { priority: 2, date: '2027-01-04', timeSlot: 'daytime' },
    { priority: 3, date: '2027-01-04', timeSlot: 'evening' },
  ],
  payjpToken: 'tok_abc',
};

describe('HTTP sign-up adapter', () => {
  it('POST /v1/organizations/ sends the payload of account-billing-signup §3 with each date shifted by one day, and reads data.human_code', async () => {
    const { gateway, calls } = gatewayWith(() => json({ data: { human_code: 'QR00001001', id: 5 } }, 201));
    expect(await gateway.signup(REQUEST)).toEqual(E.right('QR00001001'));
    expect(calls).toEqual([
      {
        url: 'https://api.example.jp/v1/organizations/',
        method: 'POST',
        auth: null,
        // form-encoded (the older client): nested objects in brackets, lists of objects with indexes
        body: [
          ['name', '株式会社テスト'],
          ['division', ''],
          ['url', ''],
          ['staff_name', '鈴木'],
          ['tel', '0312345678'],
          ['zip', '1000001'],
          ['prefecture', '東京都'],
          ['address', '千代田区千代田1-1'],
          ['organization_type', '1'],
          ['amount', '9790'],
          ['isDouble', 'false'],
          ['email_token', 'tok-1'],
          ['subscription_attributes[items][0][name]', 'console'],
          ['subscription_attributes[items][0][price]', '4500'],
          ['subscription_attributes[items][0][quantity]', '1'],
          ['subscription_attributes[items][1][name]', 'pro'],
          ['subscription_attributes[items][1][price]', '2800'],
          ['subscription_attributes[items][1][quantity]', '1'],
          ['delivery_attributes[staff_name]', '鈴木'],
          ['delivery_attributes[tel]', '0312345678'],
          ['delivery_attributes[zip]', '5300001'],
          ['delivery_attributes[prefecture]', '大阪府'],
          ['delivery_attributes[address]', '千代田区千代田1-1'],
          ['constructions[0][priority]', '1'],
          ['constructions[0][date]', '2027-01-01'],
          ['constructions[0][time_slot]', 'morning'],
          ['constructions[1][priority]', '2'],
          ['constructions[1][date]', '2027-01-05'],
          ['constructions[1][time_slot]', 'daytime'],
          ['constructions[2][priority]', '3'],
          ['constructions[2][date]', '2027-01-05'],
          ['constructions[2][time_slot]', 'evening'],
          ['payjp_token', 'tok_abc'],
        ],
      },
    ]);
  });

  it('the payload read back on the server side is the request (the shift undone)', () => {
    expect(fromSignupPayload(formDecode(formEncode(toSignupPayload(REQUEST))))).toEqual(E.right(REQUEST));
    expect(fromSignupPayload({ name: 'x' })).toEqual(failed());
  });

  it('an invoice payload has no delivery, constructions or card token', () => {
    const payload = toSignupPayload({
      ...REQUEST,
      organization: { ...REQUEST.organization, organizationType: 3 },
      delivery: undefined,
      constructions: undefined,
      payjpToken: undefined,
    });
    expect(Object.keys(payload)).not.toContain('delivery_attributes');
    expect(Object.keys(payload)).not.toContain('constructions');
    expect(Object.keys(payload)).not.toContain('payjp_token');
    expect(payload.organization_type).toBe(3);
  });

  it('a response without data.human_code is a contract violation (a Japanese message, never a blank page)', async () => {
    const { gateway } = gatewayWith(() => json({ human_code: 'QR1' }, 201));
    const result = await gateway.signup(REQUEST);
    expect(result).toEqual(portError('ContractViolation'));
  });

  it('GET /v1/plans reads tax.rate (a percent is read as a fraction); 503 is the applications-stopped signal', async () => {
    expect(await gatewayWith(() => json({ tax: { rate: 0.1 }, plans: [] })).gateway.taxRate()).toEqual(E.right(0.1));
    expect(await gatewayWith(() => json({ tax: { rate: 8 } })).gateway.taxRate()).toEqual(E.right(0.08));
    const stopped = await gatewayWith(() => json({ message: '停止中' }, 503)).gateway.taxRate();
    expect(stopped).toEqual(E.left({ _tag: 'Unavailable', reason: 'server', status: 503, message: '停止中' }));
    const malformed = await gatewayWith(() => json({ tax: {} })).gateway.taxRate();
    expect(malformed).toEqual(portError('ContractViolation'));
  });

  it('GET /v1/console/constructions/reservables: from_on, to_on, non_reservables required, earliest_on when given', async () => {
    const { gateway, calls } = gatewayWith(() =>
      json({
        from_on: '2026-11-28',
        to_on: '2027-05-20',
        earliest_on: '2026-11-30',
        non_reservables: ['2027-01-01'],
        extra: 1,
      }),
    );
    expect(await gateway.reservableDates()).toEqual(
      E.right({ fromOn: '2026-11-28', toOn: '2027-05-20', earliestOn: '2026-11-30', nonReservables: ['2027-01-01'] }),
    );
    expect(calls[0]?.url).toBe('https://api.example.jp/v1/console/constructions/reservables');
    const noEarliest = await gatewayWith(() =>
      json({ from_on: null, to_on: '2027-05-20', non_reservables: [] }),
    ).gateway.reservableDates();
    expect(noEarliest).toEqual(E.right({ toOn: '2027-05-20', nonReservables: [] }));
    const bad = await gatewayWith(() =>
      json({ from_on: '28/11/2026', to_on: '2027-05-20', non_reservables: [] }),
    ).gateway.reservableDates();
    expect(bad).toEqual(portError('ContractViolation'));
  });

  it('provisional registration posts the e-mail; a 401 is not a session expiry', async () => {
    const posted = gatewayWith(() => new Response(null, { status: 201 }));
    expect(await posted.gateway.requestProvisionalRegistration('a@example.jp')).toEqual(E.right(undefined));
    expect(posted.calls[0]).toMatchObject({
      url: 'https://api.example.jp/v1/provisional_registration',
      method: 'POST',
      body: [['email', 'a@example.jp']],
    });
    const refused = gatewayWith(() => json({}, 401));
    await refused.gateway.requestProvisionalRegistration('a@example.jp');
    expect(refused.events.unauthorizedCount).toBe(0);
  });
});
