import { inject, injectable } from 'inversify';
import type { ManagerInvitationId } from '../../domain/managers/invitation';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import { InvitationsGateway } from './ports/InvitationsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

/** Resends a pending invitation: the server's message, or the generic failure (devices-access §8). */
@injectable()
export class ResendInvitation {
  constructor(
    @inject(InvitationsGateway) private readonly invitations: InvitationsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(id: ManagerInvitationId): Promise<Outcome<void>> {
    return this.organization.call(MANAGER_MESSAGES.resendFailed, () => this.invitations.resend(id), {
      serverMessage: true,
    });
  }
}
