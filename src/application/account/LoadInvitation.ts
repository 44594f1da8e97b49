import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  invitationCaseOf,
  type Invitation,
  type InvitationCase,
  type InvitationId,
} from '../../domain/account/invitation';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import { AuthStore } from '../ports/AuthStore';
import { ManagerInvitationGateway } from './ports/ManagerInvitationGateway';
import { fromPort, type Outcome } from '../shared/AppError';

export interface InvitationView {
  readonly invitation: Invitation;
  /**
   * The token of the page's URL: register goes to /v1/manager_invitations/{token}/register with it (spec), not with
   * invitation.id.
   */
  readonly token: InvitationId;
  readonly case: InvitationCase;
  /** The account signed in on this browser, shown in the wrong-account case. */
  readonly signedInEmail: string | null;
}

/** Loads the invitation and decides which of the four cases the page shows. */
@injectable()
export class LoadInvitation {
  constructor(
    @inject(ManagerInvitationGateway) private readonly invitations: ManagerInvitationGateway,
    @inject(AuthStore) private readonly store: AuthStore,
  ) {}

  async execute(id: InvitationId): Promise<Outcome<InvitationView>> {
    const loaded = await this.invitations.load(id);
    if (E.isLeft(loaded)) return E.left(fromPort(loaded.left, ACCOUNT_MESSAGES.invitationLoadFailed, { plain: true }));
    const me = this.store.load()?.me ?? null;
    const signedIn = me ? { email: me.email } : null;
    return E.right({
      invitation: loaded.right,
      token: id,
      case: invitationCaseOf({ invitation: loaded.right, signedIn }),
      signedInEmail: signedIn?.email ?? null,
    });
  }
}
