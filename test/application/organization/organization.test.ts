import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LoadContract } from '../../../src/application/organization/LoadContract';
import { LoadInvoiceStatement } from '../../../src/application/organization/LoadInvoiceStatement';
import { LoadPaymentChange } from '../../../src/application/organization/LoadPaymentChange';
import { LoadPaymentHistory } from '../../../src/application/organization/LoadPaymentHistory';
import { RequestInvoicePayment } from '../../../src/application/organization/RequestInvoicePayment';
import { InvoiceRequestFlag } from '../../../src/application/organization/ports/InvoiceRequestFlag';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { INVOICE_ISSUERS } from '../../../src/domain/organization/issuers';
import { ORGANIZATION_MESSAGES } from '../../../src/domain/organization/messages';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { BACKENDS, httpBackend, mswServer, V2, signedIn } from '../../support/backends';
import { recordRequests } from '../../support/wire';
import { failedWith, failureOfKind, rightOf } from '../../support/outcomes';
import { wholeContract } from '../../support/contract';

describe.each(BACKENDS)('contract and billing on the %s backend', (_name, makeBackend) => {
  it("the billable user count is the organization's guests as they are now", async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      s.guests = s.guests.filter((g) => !(g.organizationId === 1 && g.id > 25));
    });
    const result = await wholeContract(backend.container.get(LoadContract));
    expect(result.organization.userCount).toBe(25);
  });

  it('the contract of organization 1: fields, visible plans, the Visa ending 4242, and the change allowed', async () => {
    const backend = await signedIn(makeBackend);
    const contract = await wholeContract(backend.container.get(LoadContract));
    expect(contract.organization).toMatchObject({
      id: 1,
      name: '株式会社キュリオデモ',
      zip: '1500002',
      organizationType: 'card',
      enablePayPerGuests: true,
      userCount: 30,
    });
    expect(contract.organization.deliveries.map((d) => d.name)).toEqual(['本社 受付', null]);
    expect(contract.plans).toEqual({
      status: 'ok',
      plans: [
        { name: 'コンソール利用料', amount: 1 },
        { name: 'Basicプラン', amount: 5 },
        { name: 'Proプラン', amount: 2 },
        { name: 'Qrio Lock オプション', amount: 4 },
        { name: 'Qrio Pad オプション', amount: 3 },
      ],
    });
    expect(contract.card).toMatchObject({ status: 'ok', card: { brand: 'Visa', last4: '4242', expMonth: 12 } });
    expect(contract.canChangePaymentMethod).toBe(true);
  });

  it('an invoice organization has no card line and a single plan entry decodes as a list', async () => {
    const backend = await signedIn(makeBackend);
    backend.container.get(SwitchOrganization).execute(2);
    backend.world.write((s) => {
      const contract = s.contracts[2];
      if (contract) contract.plans = [{ name: 'Basicプラン', amount: 2 }];
    });
    const result = await wholeContract(backend.container.get(LoadContract));
    expect(result.card).toEqual({ status: 'not-card' });
    expect(result.plans).toEqual({
      status: 'ok',
      plans: [{ name: 'Basicプラン', amount: 2 }],
    });
  });

  it('solo@example.jp may not change: an invoice application is pending', async () => {
    const backend = await signedIn(makeBackend, 'solo@example.jp');
    const context = rightOf(await backend.container.get(LoadPaymentChange).execute());
    expect({ allowed: context.allowed, currentMethod: context.currentMethod }).toEqual({
      allowed: false,
      currentMethod: 'カード払い（請求書払い申請中）',
    });
    expect(await backend.container.get(RequestInvoicePayment).execute()).toEqual(
      E.left({ kind: 'Refused', message: ORGANIZATION_MESSAGES.paymentChangeNotAllowed }),
    );
  });

  it('an invoice request marks the organization invoice_requesting and sets the local invoice flag', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(RequestInvoicePayment).execute()).toEqual(E.right('invoice'));
    expect(backend.world.read((s) => s.organizations.find((o) => o.id === 1)?.invoiceRequesting)).toBe(true);
    expect(backend.storage.getItem('invoice')).toBe('[1]');
    const contract = await wholeContract(backend.container.get(LoadContract));
    expect(contract.canChangePaymentMethod).toBe(false);
  });

  it('the local flag alone blocks a second request, and is dropped once the server moved the organization off card', async () => {
    const backend = await signedIn(makeBackend);
    backend.container.get<InvoiceRequestFlag>(InvoiceRequestFlag).set(1);
    expect(await backend.container.get(RequestInvoicePayment).execute()).toEqual(
      E.left({ kind: 'Refused', message: ORGANIZATION_MESSAGES.paymentChangeNotAllowed }),
    );
    backend.world.write((s) => {
      const org = s.organizations.find((o) => o.id === 1);
      if (org) org.organizationType = 'invoice';
    });
    const context = rightOf(await backend.container.get(LoadPaymentChange).execute());
    expect(context.options).toEqual({
      invoiceDisabled: true,
      cardDisabled: false,
      preselected: 'card',
    });
    expect(backend.storage.getItem('invoice')).toBeNull();
  });

  it('an invoice organization cannot request invoice again', async () => {
    const backend = await signedIn(makeBackend);
    backend.container.get(SwitchOrganization).execute(2);
    expect(await backend.container.get(RequestInvoicePayment).execute()).toEqual(
      E.left({ kind: 'Refused', message: ORGANIZATION_MESSAGES.paymentChangeNotAllowed }),
    );
    expect(backend.world.read((s) => s.organizations.find((o) => o.id === 2)?.invoiceRequesting)).toBe(false);
  });

  it('payment history: page 1 holds the latest 12 of organization 1, newest first, one failed; no total is claimed (the spec sends none), a full page offers the next', async () => {
    const backend = await signedIn(makeBackend);
    const result = rightOf(await backend.container.get(LoadPaymentHistory).execute());
    expect(result.items).toHaveLength(12);
    expect({ page: result.page, perPage: result.perPage, total: result.total }).toEqual({
      page: 1,
      perPage: 12,
      total: 13,
    });
    expect(result.totalKnown).toBe(false);
    expect(result.items[0]?.month).toBe('202610');
    expect(result.items.filter((r) => !r.succeeded)).toHaveLength(1);
    expect(result.items.find((r) => !r.succeeded)?.month).toBe('202607');
  });

  it('payment history pages reach the whole history: page 2 holds 2025-03-01, page 3 the first charge 2024-02-01', async () => {
    const backend = await signedIn(makeBackend);
    const load = backend.container.get(LoadPaymentHistory);
    const pages = await Promise.all([2, 3].map((page) => load.execute(page)));
    const dates = pages.map((p) => rightOf(p).items.map((r) => r.createdAt.slice(0, 10)));
    expect(dates[0]).toHaveLength(12);
    expect(dates[0]?.[0]).toBe('2025-11-01');
    expect(dates[0]).toContain('2025-03-01');
    expect(dates[1]).toHaveLength(10);
    expect(dates[1]?.at(-1)).toBe('2024-02-01');
    expect(dates[1]).toContain('2024-03-01');
  });

  it('payment history is unavailable to an invoice organization', async () => {
    const backend = await signedIn(makeBackend);
    backend.container.get(SwitchOrganization).execute(2);
    expect(await backend.container.get(LoadPaymentHistory).execute()).toEqual(
      E.left({ kind: 'Refused', message: 'お支払い履歴はご利用いただけません。' }),
    );
  });

  it.each([
    ['5002', '2024-03-01', INVOICE_ISSUERS.untilMarch2024],
    ['5003', '2024-04-01', INVOICE_ISSUERS.untilMarch2025],
    ['5014', '2025-03-01', INVOICE_ISSUERS.untilMarch2025],
    ['5015', '2025-04-01', INVOICE_ISSUERS.fromApril2025],
  ])('statement %s dated %s has its issuer', async (id, date, issuer) => {
    const backend = await signedIn(makeBackend);
    const result = rightOf(await backend.container.get(LoadInvoiceStatement).execute(id));
    expect(result.statement.invoiceDate).toBe(date);
    expect(result.issuer).toEqual(issuer);
    const { statement, breakdown } = result;
    expect(statement.items.reduce((sum, item) => sum + item.totalAmount, 0)).toBe(statement.taxExclusivePrice);
    expect(statement.taxOnlyPrice).toBe(Math.floor(statement.taxExclusivePrice * 0.1));
    expect(breakdown.reduced).toEqual({ rate: 8, base: 0, tax: 0 });
  });

  it('a statement of an organization the manager does not belong to is not found', async () => {
    const backend = await signedIn(makeBackend, 'solo@example.jp');
    const result = await backend.container.get(LoadInvoiceStatement).execute('5003');
    expect(result).toEqual(failureOfKind('NotFound'));
  });
});

describe('contract and billing failures over HTTP', () => {
  it('a card endpoint failure keeps the contract and says the card could not be fetched', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.get('*/v1/console/organizations/1/card', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const result = await wholeContract(backend.container.get(LoadContract));
    expect(result.card).toEqual({
      status: 'failed',
      message: 'カード情報の取得に失敗しました。',
    });
  });

  it('an organization body that does not decode is a clear message, not a blank screen', async () => {
    const backend = await signedIn(httpBackend);
    backend.world.faults.malformNext.add('/v1/console/organizations/1');
    expect(await backend.container.get(LoadContract).execute()).toEqual(
      E.left({ kind: 'Unexpected', message: MESSAGES.unexpectedResponse }),
    );
  });

  it('a history load failure says 取得できませんでした', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.get('*/v1/console/invoice_histories', () => HttpResponse.json({}, { status: 503 })));
    expect(await backend.container.get(LoadPaymentHistory).execute()).toEqual(failedWith('取得できませんでした'));
  });

  it('an invoice request the server refuses says processing failed and sets no flag', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.post('*/v1/console/invoice_requests', () => HttpResponse.json({ message: 'nope' }, { status: 500 })),
    );
    expect(await backend.container.get(RequestInvoicePayment).execute()).toEqual(
      failedWith(ORGANIZATION_MESSAGES.paymentRegistrationFailed),
    );
    expect(backend.storage.getItem('invoice')).toBeNull();
  });

  it('the statement is read from the v2 path', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    await backend.container.get(LoadInvoiceStatement).execute('5003');
    expect(sent.map((s) => s.url.pathname)).toContain(`${V2}/card_payment_histories/5003`);
  });
});
