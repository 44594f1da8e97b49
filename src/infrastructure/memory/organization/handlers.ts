import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import { CreditCardRequest, InvoiceRequestRequest } from '../../http/organization/requests';
import type { PaymentCardsOnFile } from '../../../domain/organization/paymentCard';
import type { Organization } from '../../../domain/organization/organization';
import type { InvoiceHistoryRow } from '../../../domain/organization/paymentHistory';
import type { Page } from '../../../domain/shared/paging';
import {
  wirePaymentCardsOf,
  wireInvoiceHistoriesOf,
  wireOrganizationOf,
  wirePlansOf,
  wireStatementOf,
} from '../../http/organization/codecs';
import * as server from './server';
import type { World } from '../world/World';
import type { ApiPaths } from '../world/FeatureWorld';
import { authenticated, decodedBody, queryNumber, withBody } from '../msw/respond';

const idOf = (params: Record<string, string | readonly string[] | undefined>): number => Number(params.id);

/** The card list is a PAY.JP list object on the real server (the console reads only its data). */
const cardsAsSent = (c: PaymentCardsOnFile) => {
  const wire = wirePaymentCardsOf(c);
  return { ...wire, cards: { object: 'list', ...wire.cards } };
};

/** Fields the console does not read, as the real server sends them. */
const EXTRA_ORGANIZATION_FIELDS = (id: number) => ({
  state: 'active',
  human_code: `ORG-${String(id).padStart(6, '0')}`,
});

/** The organization endpoints, served from the in-memory world. */
export const organizationHandlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.get('*/v1/console/organizations/:id', ({ request, params }) =>
    authenticated(world, request, (account) =>
      E.map((o: Organization) => ({
        ...wireOrganizationOf(o),
        ...EXTRA_ORGANIZATION_FIELDS(o.id),
        // the lock-status switch (the notifications feature's PATCH saves it; see http/notifications/codecs.ts)
        notify_lock_status: world.read((s) => s.notifyLockStatus[String(o.id)] ?? false),
      }))(server.organizationDetail(world, account, idOf(params))),
    ),
  ),
  http.get('*/v1/console/organizations/:id/plan', ({ request, params }) =>
    authenticated(world, request, (account) => E.map(wirePlansOf)(server.plans(world, account, idOf(params)))),
  ),
  http.get('*/v1/console/organizations/:id/card', ({ request, params }) =>
    authenticated(world, request, (account) => E.map(cardsAsSent)(server.cards(world, account, idOf(params)))),
  ),
  http.get('*/v1/console/invoice_histories', ({ request }) =>
    authenticated(world, request, (account) => {
      const organizationId = queryNumber(request, 'organization_id');
      const type = world.read((s) => s.organizations.find((o) => o.id === organizationId)?.organizationType ?? 'card');
      const rows = server.invoiceHistories(world, account, {
        organizationId,
        page: queryNumber(request, 'page'),
        perPage: queryNumber(request, 'per_page'),
      });
      // organization_type rides on every row (account-billing-signup §3; the console does not read it); no total:
      // the spec's response is invoice_histories only
      return E.map((page: Page<InvoiceHistoryRow>) => ({
        invoice_histories: wireInvoiceHistoriesOf(page.items).invoice_histories.map((r) => ({
          ...r,
          organization_type: type,
        })),
      }))(rows);
    }),
  ),
  http.get(`*${paths.v2}/card_payment_histories/:id`, ({ request, params }) =>
    authenticated(world, request, (account) =>
      E.map(wireStatementOf)(server.cardPaymentStatement(world, account, String(params.id))),
    ),
  ),
  http.post('*/v1/console/invoice_requests', async ({ request }) => {
    const body = await decodedBody(request, InvoiceRequestRequest);
    return authenticated(
      world,
      request,
      (account) =>
        withBody(body, (b) =>
          E.map(() => ({ status: 'accepted' }))(server.requestInvoice(world, account, b.organization_id)),
        ),
      201,
    );
  }),
  http.post('*/v1/console/credit_cards', async ({ request }) => {
    const body = await decodedBody(request, CreditCardRequest);
    return authenticated(
      world,
      request,
      (account) =>
        withBody(body, (b) =>
          E.map(() => ({ status: 'registered' }))(
            server.registerPaymentCard(world, account, b.organization_id, b.token),
          ),
        ),
      201,
    );
  }),
];
