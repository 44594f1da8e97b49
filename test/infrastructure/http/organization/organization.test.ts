import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../src/infrastructure/http/HttpClient';
import { HttpOrganizationGateway } from '../../../../src/infrastructure/http/organization/HttpOrganizationGateway';
import { RecordingEvents } from '../../../support/backends';
import { wireBody } from '../../../support/wire';
import { portError, rightOf } from '../../../support/outcomes';

interface Call {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The adapter over the one HTTP client, with fetch answering `respond` and recording each call. */
const gatewayWith = (respond: (url: string) => Response) => {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? wireBody(init.body) : undefined,
    });
    return respond(String(input));
  }) as typeof fetch;
  const auth = {
    tokenForThisTab: () => 'tok',
    load: () => ({
      token: 'tok',
      me: { id: 1, name: 'a', email: 'a@b.jp' },
      currentOrganization: null,
      organizations: [],
    }),
  };
  const client = new HttpClient(
    { apiOrigin: 'https://api.example.jp', v2BasePath: '/console/v2', requestTimeoutMs: 1000 },
    auth,
    new RecordingEvents(),
    () => null,
    fetchImpl,
  );
  return { gateway: new HttpOrganizationGateway(client), calls };
};

const ORGANIZATION = {
  id: '1',
  name: '株式会社キュリオデモ',
  division: null,
  url: null,
  tel: '0312345678',
  zip: '1500002',
  prefecture: '東京都',
  address: '渋谷区',
  organization_type: 'card',
  staff_name: '山田 太郎',
  staff_email: 'manager@example.jp',
  invoice_requesting: null,
  payment_cycle: 'monthly',
  enable_pay_per_guests: true,
  user_count: 27,
  deliveries: [{ name: null, zip: '5300001', prefecture: '大阪府', address: '北区', staff_name: '田中', tel: null }],
  state: 'active',
  verify_code: 'x',
};

describe('the organization HTTP adapter', () => {
  it('reads the organization, strips unknown fields and turns nulls into empty or false', async () => {
    const { gateway, calls } = gatewayWith(() => json(ORGANIZATION));
    const result = await gateway.organization(1);
    expect(calls[0]).toMatchObject({ url: 'https://api.example.jp/v1/console/organizations/1', method: 'GET' });
    expect(result).toEqual(
      E.right({
        id: 1,
        name: '株式会社キュリオデモ',
        division: null,
        url: null,
        tel: '0312345678',
        zip: '1500002',
        prefecture: '東京都',
        address: '渋谷区',
        staffName: '山田 太郎',
        staffEmail: 'manager@example.jp',
        organizationType: 'card',
        invoiceRequesting: false,
        paymentCycle: 'monthly',
        enablePayPerGuests: true,
        userCount: 27,
        deliveries: [{ name: null, zip: '5300001', prefecture: '大阪府', address: '北区', staffName: '田中', tel: '' }],
      }),
    );
  });

  it('refuses an organization of an unknown payment type as a contract violation', async () => {
    const { gateway } = gatewayWith(() => json({ ...ORGANIZATION, organization_type: 'barter' }));
    const result = await gateway.organization(1);
    expect(result).toEqual(portError('ContractViolation'));
  });

  it.each([
    [
      'a list',
      [
        { plan: { name: 'Basicプラン' }, amount: 5 },
        { plan: { name: 'Proプラン' }, amount: '0' },
      ],
      [
        { name: 'Basicプラン', amount: 5 },
        { name: 'Proプラン', amount: 0 },
      ],
    ],
    ['a single entry', { plan: { name: 'Basicプラン' }, amount: 2 }, [{ name: 'Basicプラン', amount: 2 }]],
  ])('reads plans given as %s', async (_what, body, expected) => {
    const { gateway, calls } = gatewayWith(() => json(body));
    expect(await gateway.plans(1)).toEqual(E.right(expected));
    expect(calls[0]?.url).toBe('https://api.example.jp/v1/console/organizations/1/plan');
  });

  it('reads the cards on file from cards.data', async () => {
    const { gateway, calls } = gatewayWith(() =>
      json({
        default_card: 'car_1',
        cards: {
          object: 'list',
          data: [{ id: 'car_1', brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2029, fingerprint: 'f' }],
        },
      }),
    );
    expect(await gateway.cards(1)).toEqual(
      E.right({
        defaultPaymentCard: 'car_1',
        cards: [{ id: 'car_1', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2029 }],
      }),
    );
    expect(calls[0]?.url).toBe('https://api.example.jp/v1/console/organizations/1/card');
  });

  it('a card answer without cards.data is a contract violation', async () => {
    const { gateway } = gatewayWith(() => json({ default_card: null, cards: [] }));
    const result = await gateway.cards(1);
    expect(result).toEqual(portError('ContractViolation'));
  });

  const historyRow = {
    id: 5,
    created_at: '2026-11-01T09:00:00+09:00',
    month: 202610,
    price: 24100,
    tax: 2410,
    succeeded: false,
    organization_type: 'card',
  };
  const historyLine = {
    id: 5,
    createdAt: '2026-11-01T09:00:00+09:00',
    month: '202610',
    price: 24100,
    tax: 2410,
    succeeded: false,
  };

  it('asks for invoice histories by organization, page and per_page; without total a short page is the last', async () => {
    const { gateway, calls } = gatewayWith(() => json({ invoice_histories: [historyRow] }));
    const result = await gateway.invoiceHistories({ organizationId: 1, page: 2, perPage: 12 });
    expect(calls[0]?.url).toBe(
      'https://api.example.jp/v1/console/invoice_histories?organization_id=1&page=2&per_page=12',
    );
    expect(result).toEqual(E.right({ items: [historyLine], total: 13, page: 2, perPage: 12, totalKnown: false }));
  });

  it('invoice histories without total: a full page of 12 offers one more page', async () => {
    const { gateway } = gatewayWith(() =>
      json({ invoice_histories: Array.from({ length: 12 }, (_, i) => ({ ...historyRow, id: i + 1 })) }),
    );
    const result = rightOf(await gateway.invoiceHistories({ organizationId: 1, page: 1, perPage: 12 }));
    expect({ total: result.total, rows: result.items.length }).toEqual({
      total: 13,
      rows: 12,
    });
  });

  it('invoice histories with a total (a number or a numeric string) page by it', async () => {
    const { gateway } = gatewayWith(() => json({ invoice_histories: [historyRow], total: '34' }));
    const result = rightOf(await gateway.invoiceHistories({ organizationId: 1, page: 3, perPage: 12 }));
    expect(result.total).toBe(34);
  });

  it('invoice histories under another key are a contract violation (the spec shows invoice_histories)', async () => {
    const { gateway } = gatewayWith(() => json([historyRow]));
    const result = await gateway.invoiceHistories({ organizationId: 1, page: 1, perPage: 12 });
    expect(result).toEqual(portError('ContractViolation'));
  });

  it('reads a statement from the v2 path, tax rates as percent', async () => {
    const { gateway, calls } = gatewayWith(() =>
      json({
        id: 5003,
        organizationName: 'A社',
        invoiceDate: '2024-04-01',
        billingPeriod: '2024/03/01〜2024/03/31',
        taxExclusivePrice: 1000,
        taxOnlyPrice: 100,
        taxInclusivePrice: 1100,
        items: [{ name: 'コンソール利用料', unitPrice: 1000, quantity: 1, totalAmount: 1000, taxRate: 0.1 }],
      }),
    );
    const result = await gateway.cardPaymentStatement('5003');
    expect(calls[0]?.url).toBe('https://api.example.jp/console/v2/card_payment_histories/5003');
    expect(result).toMatchObject(E.right({ id: '5003', items: [{ taxRate: 10 }] }));
  });

  it('posts the invoice request with organization_id', async () => {
    const { gateway, calls } = gatewayWith(() => new Response(null, { status: 201 }));
    expect(await gateway.requestInvoice(3)).toEqual(E.right(undefined));
    expect(calls[0]).toEqual({
      url: 'https://api.example.jp/v1/console/invoice_requests',
      method: 'POST',
      body: [['organization_id', '3']],
    });
  });

  it('posts the card token with organization_id, and maps a refusal to a port error', async () => {
    const { gateway, calls } = gatewayWith(() => json({ message: 'token already used' }, 422));
    const result = await gateway.registerPaymentCard(1, 'tok_abc');
    expect(calls[0]).toEqual({
      url: 'https://api.example.jp/v1/console/credit_cards',
      method: 'POST',
      body: [
        ['token', 'tok_abc'],
        ['organization_id', '1'],
      ],
    });
    expect(result).toMatchObject(E.left({ _tag: 'Invalid', message: 'token already used' }));
  });
});
