import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PortError } from '../../../application/ports/PortError';
import type { TokenSearch, TokensGateway } from '../../../application/tokens/ports/TokensGateway';
import type { Page } from '../../../domain/shared/paging';
import type { ApiToken, IssuedToken } from '../../../domain/tokens/token';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { IssuedTokenCodec, TokenListCodec, toApiToken, toIssuedToken } from './codecs';

const TOKENS = '/external_application_api_tokens';

@injectable()
export class HttpTokensGateway implements TokensGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  /** The generated client's rule: page, perPage, sort, order and organizationId are required before the call. */
  async list(query: TokenSearch): Promise<E.Either<PortError, Page<ApiToken>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v2',
      path: `${TOKENS}/`,
      query: {
        page: query.page,
        per_page: query.perPage,
        sort: query.sort,
        order: query.order,
        organization_id: query.organizationId,
      },
      required: {
        page: query.page,
        perPage: query.perPage,
        sort: query.sort,
        order: query.order,
        organizationId: query.organizationId,
      },
      codec: TokenListCodec,
    });
    return E.map((wire: typeof TokenListCodec._A) => ({
      items: wire.data.map(toApiToken),
      total: wire.meta.totalCount,
      page: wire.meta.currentPage,
      perPage: wire.meta.perPage,
    }))(result);
  }

  async issue(organizationId: number, applicationName: string): Promise<E.Either<PortError, IssuedToken>> {
    const result = await this.http.json({
      method: 'POST',
      api: 'v2',
      path: `${TOKENS}/`,
      body: { application_name: applicationName, organization_id: organizationId },
      required: { applicationName, organizationId },
      codec: IssuedTokenCodec,
    });
    return E.map(toIssuedToken)(result);
  }

  revoke(id: number): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({ method: 'POST', api: 'v2', path: `${TOKENS}/${id}/revoke`, required: { id } });
  }
}
