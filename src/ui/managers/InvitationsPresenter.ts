import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { ListInvitations } from '../../application/managers/ListInvitations';
import { DeleteInvitation } from '../../application/managers/DeleteInvitation';
import { ResendInvitation } from '../../application/managers/ResendInvitation';
import type { ManagerInvitationId, PendingInvitation } from '../../domain/managers/invitation';
import { MANAGER_PAGE_SIZE } from '../../domain/managers/manager';
import { deleteInvitationQuestion, MANAGER_MESSAGES } from '../../domain/managers/messages';
import { Presenter } from '../shared/Presenter';

export interface InvitationsState {
  /** The invitation whose resend is out: its button is busy, a second click sends nothing. */
  readonly resending: ManagerInvitationId | null;
}

/** /manager-invitations/: pending invitations, 100 a page, with resend and delete. */
@injectable()
export class InvitationsPresenter extends Presenter<InvitationsState> {
  readonly list = this.pagedQuery<Record<string, never>, PendingInvitation>(
    (_query, page) => this.listInvitations.execute(page),
    { query: {}, perPage: MANAGER_PAGE_SIZE },
  );

  constructor(
    @inject(ListInvitations) private readonly listInvitations: ListInvitations,
    @inject(ResendInvitation) private readonly resendInvitation: ResendInvitation,
    @inject(DeleteInvitation) private readonly deleteInvitation: DeleteInvitation,
  ) {
    super({ resending: null });
  }

  override open(): Promise<void> {
    // the page the address names (listUrl.ts)
    return this.list.reload();
  }

  goToPage(page: number): Promise<void> {
    return this.list.goToPage(page);
  }

  async resend(invitation: PendingInvitation): Promise<void> {
    if (this.snapshot.resending !== null) return;
    this.store.set({ resending: invitation.id });
    const sent = await this.resendInvitation.execute(invitation.id);
    this.store.set({ resending: null });
    if (E.isLeft(sent)) {
      this.effects.failure(sent.left);
      // deleted meanwhile: the list drops the row
      if (sent.left.kind === 'NotFound') await this.list.reload();
      return;
    }
    this.effects.success(MANAGER_MESSAGES.resent);
    await this.list.reload();
  }

  remove(invitation: PendingInvitation): Promise<boolean> {
    return this.effects.confirm(
      {
        title: deleteInvitationQuestion(invitation.email),
        message: '招待メールのリンクは使えなくなります。',
        confirmLabel: '削除する',
        destructive: true,
      },
      async () => {
        const deleted = await this.deleteInvitation.execute(invitation.id);
        if (E.isLeft(deleted)) {
          this.effects.failure(deleted.left);
          if (deleted.left.kind === 'NotFound') await this.list.reload();
          return;
        }
        this.effects.success(MANAGER_MESSAGES.deleted);
        await this.list.reload();
      },
    );
  }
}
