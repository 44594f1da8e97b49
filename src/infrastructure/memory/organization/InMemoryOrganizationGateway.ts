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
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemoryOrganizationGateway implements OrganizationGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  private get world() {
    return this.backend.world;
  }

  organization(id: number): Promise<E.Either<PortError, Organization>> {
    return this.backend.authenticated((account) => server.organizationDetail(this.world, account, id));
  }

  plans(id: number): Promise<E.Either<PortError, ReadonlyArray<PlanEntry>>> {
    return this.backend.authenticated((account) => server.plans(this.world, account, id));
  }

  cards(id: number): Promise<E.Either<PortError, PaymentCardsOnFile>> {
    return this.backend.authenticated((account) => server.cards(this.world, account, id));
  }

  invoiceHistories(query: InvoiceHistoryQuery): Promise<E.Either<PortError, Page<InvoiceHistoryRow>>> {
    // what the wire carries: the rows, no total
    return this.backend.authenticated((account) =>
      E.map((page: Page<InvoiceHistoryRow>) => pageOfHistory(page.items, query.page, query.perPage, undefined))(
        server.invoiceHistories(this.world, account, query),
      ),
    );
  }

  cardPaymentStatement(id: string): Promise<E.Either<PortError, PaymentCardStatement>> {
    return this.backend.authenticated((account) => server.cardPaymentStatement(this.world, account, id));
  }

  requestInvoice(organizationId: number): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.requestInvoice(this.world, account, organizationId));
  }

  registerPaymentCard(organizationId: number, token: string): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) =>
      server.registerPaymentCard(this.world, account, organizationId, token),
    );
  }
}
