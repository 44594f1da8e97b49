import type { Either } from 'fp-ts/Either';
import type { OrganizationId } from '../../../domain/shared/ids';
import type { Page } from '../../../domain/shared/paging';
import type { ApiToken, ApiTokenId, IssuedToken, SortOrder, TokenSort } from '../../../domain/tokens/token';
import type { PortError } from '../../ports/PortError';

export interface TokenSearch {
  readonly organizationId: OrganizationId;
  readonly page: number;
  readonly perPage: number;
  readonly sort: TokenSort;
  readonly order: SortOrder;
}

/** The external application API token calls (v2, devices-access §7). */
export interface TokensGateway {
  /** GET /external_application_api_tokens/; every query parameter is required. The page is the meta. */
  list(query: TokenSearch): Promise<Either<PortError, Page<ApiToken>>>;
  /** POST /external_application_api_tokens/ with { application_name, organization_id } */
  issue(organizationId: OrganizationId, applicationName: string): Promise<Either<PortError, IssuedToken>>;
  /** POST /external_application_api_tokens/{id}/revoke */
  revoke(id: ApiTokenId): Promise<Either<PortError, void>>;
}
export const TokensGateway = Symbol.for('TokensGateway');
