import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import type { CardsOnFile } from '../../../domain/organization/card';
import type { Organization, PlanEntry } from '../../../domain/organization/organization';
import type { InvoiceHistoryRow } from '../../../domain/organization/paymentHistory';
import type { Page } from '../../../domain/shared/paging';
import * as server from '../organization/server';
import type { World } from '../world/World';
import type { ApiPaths } from './platformHandlers';
import { authenticated, bodyOf, queryNumber, str } from './respond';

const wireOrganization = (o: Organization) => ({
  id: o.id, name: o.name, division: o.division, url: o.url, tel: o.tel, zip: o.zip, prefecture: o.prefecture, address: o.address,
  organization_type: o.organizationType, staff_name: o.staffName, staff_email: o.staffEmail, invoice_requesting: o.invoiceRequesting,
  payment_cycle: o.paymentCycle, enable_pay_per_guests: o.enablePayPerGuests, user_count: o.userCount,
  deliveries: o.deliveries.map((d) => ({ name: d.name, zip: d.zip, prefecture: d.prefecture, address: d.address, staff_name: d.staffName, tel: d.tel })),
  // fields the console does not read, as the real server sends them
  state: 'active', human_code: `ORG-${String(o.id).padStart(6, '0')}`,
});

/** A single plan is answered as one entry, several as a list: the real server does both. */
const wirePlans = (plans: PlanEntry[]) => {
  const entries = plans.map((p) => ({ plan: { name: p.name }, amount: p.amount }));
  return entries.length === 1 ? entries[0] : entries;
};

const wireCards = (c: CardsOnFile) => ({
  default_card: c.defaultCard,
  cards: { object: 'list', data: c.cards.map((card) => ({ id: card.id, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear })) },
});

const wireHistory = (organizationType: string) => (r: InvoiceHistoryRow) => ({
  id: r.id, created_at: r.createdAt, month: r.month, price: r.price, tax: r.tax, succeeded: r.succeeded, organization_type: organizationType,
});

const idOf = (params: Record<string, string | readonly string[] | undefined>): number => Number(params.id);

/** The organization endpoints, served from the in-memory world. */
export const organizationHandlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.get('*/v1/console/organizations/:id', ({ request, params }) =>
    authenticated(world, request, (account) => E.map(wireOrganization)(server.organizationDetail(world, account, idOf(params)))),
  ),
  http.get('*/v1/console/organizations/:id/plan', ({ request, params }) =>
    authenticated(world, request, (account) => E.map(wirePlans)(server.plans(world, account, idOf(params)))),
  ),
  http.get('*/v1/console/organizations/:id/card', ({ request, params }) =>
    authenticated(world, request, (account) => E.map(wireCards)(server.cards(world, account, idOf(params)))),
  ),
  http.get('*/v1/console/invoice_histories', ({ request }) =>
    authenticated(world, request, (account) => {
      const organizationId = queryNumber(request, 'organization_id');
      const type = world.read((s) => s.organizations.find((o) => o.id === organizationId)?.organizationType ?? 'card');
      const rows = server.invoiceHistories(world, account, { organizationId, page: queryNumber(request, 'page'), perPage: queryNumber(request, 'per_page') });
      // total is served beside the spec's invoice_histories so the pager knows the last page
      return E.map((page: Page<InvoiceHistoryRow>) => ({ invoice_histories: page.items.map(wireHistory(type)), total: page.total }))(rows);
    }),
  ),
  http.get(`*${paths.v2}/card_payment_histories/:id`, ({ request, params }) =>
    authenticated(world, request, (account) => server.cardPaymentStatement(world, account, String(params.id))),
  ),
  http.post('*/v1/console/invoice_requests', async ({ request }) => {
    const body = await bodyOf(request);
    return authenticated(world, request, (account) => E.map(() => ({ status: 'accepted' }))(server.requestInvoice(world, account, Number(body.organization_id))), 201);
  }),
  http.post('*/v1/console/credit_cards', async ({ request }) => {
    const body = await bodyOf(request);
    return authenticated(
      world, request,
      (account) => E.map(() => ({ status: 'registered' }))(server.registerCard(world, account, Number(body.organization_id), str(body.token))),
      201,
    );
  }),
];
