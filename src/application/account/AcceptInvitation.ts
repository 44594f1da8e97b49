import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Invitation } from '../../domain/account/invitation';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import type { OrganizationSummary } from '../../domain/session/session';
import { AuthStore } from '../ports/AuthStore';
import { ManagerInvitationGateway } from './ports/ManagerInvitationGateway';
import { SessionGateway } from '../session/ports/SessionGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

/**
 * Invitation case 2: joins the organization as the signed-in manager. The spec says only that the
 * organization is added to the stored list: the accept answer's body is not shown, so it is not read;
 * me and organizations are fetched again and the invitation's organization is made current, so the
 * home the page reloads is the new one.
 */
@injectable()
export class AcceptInvitation {
  constructor(
    @inject(ManagerInvitationGateway) private readonly invitations: ManagerInvitationGateway,
    @inject(SessionGateway) private readonly sessions: SessionGateway,
    @inject(AuthStore) private readonly store: AuthStore,
  ) {}

  async execute(invitation: Pick<Invitation, 'id' | 'organizationId'>): Promise<Outcome<OrganizationSummary>> {
    const stored = this.store.load();
    if (!stored) return E.left(AppErrors.unauthorized(ACCOUNT_MESSAGES.acceptFailed));
    const accepted = await this.invitations.accept(invitation.id);
    // the spec's one sentence for every failure
    if (E.isLeft(accepted)) return E.left(fromPort(accepted.left, ACCOUNT_MESSAGES.acceptFailed, { plain: true }));
    const refreshed = await this.sessions.fetchMe(stored.token);
    if (E.isLeft(refreshed)) return E.left(fromPort(refreshed.left, ACCOUNT_MESSAGES.acceptFailed, { plain: true }));
    const { me, organizations } = refreshed.right;
    const joined = organizations.find((o) => o.id !== null && o.id === invitation.organizationId);
    // accepted, yet the server does not list the organization: saying so beats reloading into the old one
    if (!joined) return E.left(AppErrors.refused(ACCOUNT_MESSAGES.acceptFailed));
    this.store.save({ token: stored.token, me, organizations, currentOrganization: joined });
    return E.right(joined);
  }
}
