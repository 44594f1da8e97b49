import type { Either } from 'fp-ts/Either';
import type { Me } from '../../../domain/session/session';
import type { ManagerId } from '../../../domain/shared/ids';
import type { PortError } from '../../ports/PortError';

/** The signed-in manager's own profile. */
export interface AccountGateway {
  /**
   * PATCH /v1/console/managers/{id} with { name }; the saved manager when the server sends it, null when it sends no
   * body.
   */
  rename(managerId: ManagerId, name: string): Promise<Either<PortError, Me | null>>;
}
export const AccountGateway = Symbol.for('AccountGateway');
