import { inject, injectable } from 'inversify';
import type { PendingInvitation } from '../../domain/managers/invitation';
import { MANAGER_PAGE_SIZE } from '../../domain/managers/manager';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import type { Page } from '../../domain/shared/paging';
import { InvitationsGateway } from './ports/InvitationsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

/** One page (100) of the current organization's pending invitations. */
@injectable()
export class ListInvitations {
  constructor(
    @inject(InvitationsGateway) private readonly invitations: InvitationsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(page: number): Promise<Outcome<Page<PendingInvitation>>> {
    return this.organization.call(MANAGER_MESSAGES.invitationsFailed, (organizationId) =>
      this.invitations.list({ organizationId, page: Math.max(1, page), perPage: MANAGER_PAGE_SIZE }),
    );
  }
}
