import type * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PortError } from '../../../application/ports/PortError';
import type { TokenSearch, TokensGateway } from '../../../application/tokens/ports/TokensGateway';
import type { Page } from '../../../domain/shared/paging';
import type { ApiToken, IssuedToken } from '../../../domain/tokens/token';
import { RequiredParameterError } from '../../shared/RequiredParameterError';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemoryTokensGateway implements TokensGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  async list(query: TokenSearch): Promise<E.Either<PortError, Page<ApiToken>>> {
    // the same rule as the generated client, so both backends fail alike on a bug
    const required: Record<string, unknown> = {
      page: query.page,
      perPage: query.perPage,
      sort: query.sort,
      order: query.order,
      organizationId: query.organizationId,
    };
    for (const [field, value] of Object.entries(required)) {
      if (value === undefined || value === null || value === '') throw new RequiredParameterError(field);
    }
    return this.backend.authenticated((account) => server.listTokens(this.backend.world, account, { ...query }));
  }

  issue(organizationId: number, applicationName: string): Promise<E.Either<PortError, IssuedToken>> {
    return this.backend.authenticated((account) =>
      server.issueToken(this.backend.world, account, organizationId, applicationName),
    );
  }

  revoke(id: number): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.revokeToken(this.backend.world, account, id));
  }
}
