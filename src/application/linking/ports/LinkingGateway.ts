import type { Either } from 'fp-ts/Either';
import type { CodeKind, LinkRequest } from '../../../domain/linking/connection';
import type { PortError } from '../../ports/PortError';

/** The public lock-app account linking calls. None of them needs a console session. */
export interface LinkingGateway {
  /** POST /v1/account_connection/connection_code or /disconnection_code with { email }. */
  requestCode(kind: CodeKind, email: string): Promise<Either<PortError, void>>;
  /** POST {v2}/guests/qrio_account_connection with { email, password, secret }. */
  link(request: LinkRequest): Promise<Either<PortError, void>>;
  /** DELETE /v1/account_connection/connection with { secret }. */
  unlink(secret: string): Promise<Either<PortError, void>>;
}
export const LinkingGateway = Symbol.for('LinkingGateway');
