import type { Either } from 'fp-ts/Either';
import type { Invitation, InvitationId, InvitationRegistrationForm } from '../../../domain/account/invitation';
import type { PortError } from '../../ports/PortError';

/** What the accept-manager-invitation page calls. */
export interface ManagerInvitationGateway {
  /** GET /v1/manager_invitations/{token}: public, the page may be opened before any login. */
  load(id: InvitationId): Promise<Either<PortError, Invitation>>;
  /** POST /v1/manager_invitations/{token}/register with { name, password }: creates the invited manager. */
  register(id: InvitationId, form: InvitationRegistrationForm): Promise<Either<PortError, void>>;
  /**
   * POST /v1/console/manager_invitations/{id}/accept as the signed-in manager, with the invitation's id from load.
   * The spec shows no response body: success is the status (the caller refreshes me and organizations).
   */
  accept(id: InvitationId): Promise<Either<PortError, void>>;
}
export const ManagerInvitationGateway = Symbol.for('ManagerInvitationGateway');
