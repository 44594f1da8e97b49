import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ManagerSearch, ManagersGateway } from '../../../application/managers/ports/ManagersGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Manager } from '../../../domain/managers/manager';
import { pageWithoutTotal, type Page } from '../../../domain/shared/paging';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { ManagerDetailCodec, managerPageOf, ManagerSearchCodec, toManager } from './codecs';

const MANAGERS = '/v1/console/managers';

@injectable()
export class HttpManagersGateway implements ManagersGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async search(query: ManagerSearch): Promise<E.Either<PortError, Page<Manager>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: `${MANAGERS}/search`,
      // devices-access §7 names this parameter "organization" (every other v1 call spells it organization_id)
      query: { organization: query.organizationId, name: query.name, page: query.page, per_page: query.perPage },
      required: { organizationId: query.organizationId },
      codec: ManagerSearchCodec,
    });
    return E.map((wire: typeof ManagerSearchCodec._A): Page<Manager> => {
      const { managers, total } = managerPageOf(wire);
      const items = managers.map(toManager);
      // no total (the spec shows none): a page shorter than the spec's 100 (devices-access §9) is the last; the
      // all-pages reader never relies on that size
      return total === null
        ? pageWithoutTotal(items, query.page, query.perPage)
        : { items, total, page: query.page, perPage: query.perPage };
    })(result);
  }

  async get(id: number): Promise<E.Either<PortError, Manager>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: `${MANAGERS}/${id}`,
      required: { id },
      codec: ManagerDetailCodec,
    });
    return E.map((wire: typeof ManagerDetailCodec._A) => toManager('manager' in wire ? wire.manager : wire))(result);
  }

  detach(id: number, organizationId: number): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'DELETE',
      api: 'v1',
      path: `${MANAGERS}/${id}/detach`,
      query: { organization_id: organizationId },
      required: { id, organizationId },
    });
  }
}
