import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type {
  InvoiceHistoryQuery,
  OrganizationGateway,
} from '../../../application/organization/ports/OrganizationGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { PaymentCardsOnFile } from '../../../domain/organization/paymentCard';
import type { PaymentCardStatement } from '../../../domain/organization/invoiceStatement';
import type { Organization, PlanEntry } from '../../../domain/organization/organization';
import { pageOfHistory, type InvoiceHistoryRow } from '../../../domain/organization/paymentHistory';
import type { Page } from '../../../domain/shared/paging';
import { HttpClient, HttpClientToken } from '../HttpClient';
import {
  PaymentCardsCodec,
  InvoiceHistoriesCodec,
  OrganizationCodec,
  PlansCodec,
  StatementCodec,
  toPaymentCardsOnFile,
  toInvoiceHistories,
  toOrganization,
  toPlans,
  toStatement,
} from './codecs';

const organizationPath = (id: number) => `/v1/console/organizations/${encodeURIComponent(String(id))}`;

@injectable()
export class HttpOrganizationGateway implements OrganizationGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async organization(id: number): Promise<E.Either<PortError, Organization>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: organizationPath(id),
      required: { id },
      codec: OrganizationCodec,
    });
    return E.map(toOrganization)(result);
  }

  async plans(id: number): Promise<E.Either<PortError, ReadonlyArray<PlanEntry>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: `${organizationPath(id)}/plan`,
      required: { id },
      codec: PlansCodec,
    });
    return E.map(toPlans)(result);
  }

  async cards(id: number): Promise<E.Either<PortError, PaymentCardsOnFile>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: `${organizationPath(id)}/card`,
      required: { id },
      codec: PaymentCardsCodec,
    });
    return E.map(toPaymentCardsOnFile)(result);
  }

  async invoiceHistories(query: InvoiceHistoryQuery): Promise<E.Either<PortError, Page<InvoiceHistoryRow>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: '/v1/console/invoice_histories',
      query: { organization_id: query.organizationId, page: query.page, per_page: query.perPage },
      required: { organizationId: query.organizationId },
      codec: InvoiceHistoriesCodec,
    });
    return E.map((w: typeof InvoiceHistoriesCodec._A) =>
      pageOfHistory(toInvoiceHistories(w), query.page, query.perPage, w.total),
    )(result);
  }

  async cardPaymentStatement(id: string): Promise<E.Either<PortError, PaymentCardStatement>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v2',
      path: `/card_payment_histories/${encodeURIComponent(id)}`,
      required: { id },
      codec: StatementCodec,
    });
    return E.map(toStatement)(result);
  }

  requestInvoice(organizationId: number): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: '/v1/console/invoice_requests',
      body: { organization_id: organizationId },
      required: { organizationId },
    });
  }

  registerPaymentCard(organizationId: number, token: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: '/v1/console/credit_cards',
      body: { token, organization_id: organizationId },
      required: { organizationId, token },
    });
  }
}
