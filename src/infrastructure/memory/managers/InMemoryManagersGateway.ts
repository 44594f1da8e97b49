import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ManagerSearch, ManagersGateway } from '../../../application/managers/ports/ManagersGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Manager } from '../../../domain/managers/manager';
import { pageWithoutTotal, type Page } from '../../../domain/shared/paging';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemoryManagersGateway implements ManagersGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  search(query: ManagerSearch): Promise<E.Either<PortError, Page<Manager>>> {
    // what the wire carries: the managers, no total
    return this.backend.authenticated((account) =>
      E.map((page: Page<Manager>) => pageWithoutTotal(page.items, page.page, query.perPage))(
        server.searchManagers(this.backend.world, account, { ...query }),
      ),
    );
  }

  get(id: number): Promise<E.Either<PortError, Manager>> {
    return this.backend.authenticated((account) => server.getManager(this.backend.world, account, id));
  }

  detach(id: number, organizationId: number): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) =>
      server.detachManager(this.backend.world, account, id, organizationId),
    );
  }
}
