import type { Either } from 'fp-ts/Either';
import type { ManagerInvitationId, PendingInvitation } from '../../../domain/managers/invitation';
import type { OrganizationId } from '../../../domain/shared/ids';
import type { Page } from '../../../domain/shared/paging';
import type { PortError } from '../../ports/PortError';

export interface InvitationSearch {
  readonly organizationId: OrganizationId;
  readonly page: number;
  readonly perPage: number;
}

/**
 * The console side of manager invitations: invite, list, resend, delete. The invitee's side
 * (load, register, accept) is the account feature's ManagerInvitationGateway.
 */
export interface InvitationsGateway {
  /** GET /v1/console/manager_invitations */
  list(query: InvitationSearch): Promise<Either<PortError, Page<PendingInvitation>>>;
  /** POST /v1/console/manager_invitations with { organization_id, email }; 409 when the address is taken. */
  invite(organizationId: OrganizationId, email: string): Promise<Either<PortError, void>>;
  /** POST /manager_invitations/{id}/resend (v2) */
  resend(id: ManagerInvitationId): Promise<Either<PortError, void>>;
  /** DELETE /manager_invitations/{id} (v2) */
  remove(id: ManagerInvitationId): Promise<Either<PortError, void>>;
}
export const InvitationsGateway = Symbol.for('InvitationsGateway');
