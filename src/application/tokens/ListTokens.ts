import { inject, injectable } from 'inversify';
import type { Page } from '../../domain/shared/paging';
import { TOKEN_MESSAGES } from '../../domain/tokens/messages';
import { TOKEN_PAGE_SIZE, type ApiToken, type TokenListQuery } from '../../domain/tokens/token';
import { TokensGateway } from './ports/TokensGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

/** One page of the organization's API tokens, sorted as the manager chose; the page comes from the list's meta. */
@injectable()
export class ListTokens {
  constructor(
    @inject(TokensGateway) private readonly tokens: TokensGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(query: TokenListQuery): Promise<Outcome<Page<ApiToken>>> {
    return this.organization.call(TOKEN_MESSAGES.listFailed, (organizationId) =>
      this.tokens.list({
        organizationId,
        page: Math.max(1, query.page),
        perPage: TOKEN_PAGE_SIZE,
        sort: query.sort,
        order: query.order,
      }),
    );
  }
}
