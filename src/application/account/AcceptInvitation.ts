import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { InvitationId } from '../../domain/account/invitation';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import type { OrganizationSummary } from '../../domain/session/session';
import { AuthStore } from '../ports/AuthStore';
import { ManagerInvitationGateway } from '../ports/ManagerInvitationGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

/**
 * Invitation case 2: joins the organization as the signed-in manager. The organization is
 * added to the stored list and made current, so the home the page reloads is the new one.
 */
@injectable()
export class AcceptInvitation {
  constructor(
    @inject(ManagerInvitationGateway) private readonly invitations: ManagerInvitationGateway,
    @inject(AuthStore) private readonly store: AuthStore,
  ) {}

  async execute(id: InvitationId): Promise<Outcome<OrganizationSummary>> {
    if (!this.store.load()) return E.left(AppErrors.unauthorized(ACCOUNT_MESSAGES.acceptFailed));
    const accepted = await this.invitations.accept(id);
    // the spec's one sentence for every failure
    if (E.isLeft(accepted)) return E.left(fromPort(accepted.left, ACCOUNT_MESSAGES.acceptFailed, { plain: true }));
    const organization = accepted.right;
    const record = this.store.load();
    if (record) {
      const known = record.organizations.some((o) => o.id === organization.id);
      this.store.save({
        ...record,
        organizations: known ? record.organizations : [...record.organizations, organization],
        currentOrganization: organization,
      });
    }
    return E.right(organization);
  }
}
