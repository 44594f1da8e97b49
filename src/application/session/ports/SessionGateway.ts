import type { Either } from 'fp-ts/Either';
import type { Me, OrganizationSummary } from '../../../domain/session/session';
import type { PortError } from '../../ports/PortError';

export interface MeAndOrganizations {
  readonly me: Me;
  readonly organizations: ReadonlyArray<OrganizationSummary>;
}

export interface SessionGateway {
  /** POST /sessions/. Its 401 means wrong credentials, not an expired session. */
  login(email: string, password: string): Promise<Either<PortError, { readonly token: string }>>;
  /** DELETE /sessions/ with the token of the session it ends (the local record is already cleared). */
  logout(token: string): Promise<Either<PortError, void>>;
  /** GET /v1/console/managers/me with the given token (or the stored one). */
  fetchMe(token?: string): Promise<Either<PortError, MeAndOrganizations>>;
}
export const SessionGateway = Symbol.for('SessionGateway');
