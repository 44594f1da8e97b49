import { inject, injectable } from 'inversify';
import { InviteManager, type InviteForm } from '../../application/managers/InviteManager';
import type { Created } from '../../application/shared/lostAnswer';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import { FormPresenter } from '../shared/Presenter';
import { pathOf } from '../shell/routeTable';

/** /managers/new/: one form; the failure stays on the page beside the kept input. */
@injectable()
export class ManagerInvitePresenter extends FormPresenter<Created<string>> {
  constructor(@inject(InviteManager) private readonly inviteManager: InviteManager) {
    super();
  }

  invite(form: InviteForm) {
    return this.submission.submit(() => this.inviteManager.execute(form), {
      done: ({ notice }) => {
        // after a lost answer the look-up found the invitation: say so rather than the plain toast
        this.effects.success(notice ?? MANAGER_MESSAGES.invited);
        this.effects.navigate(pathOf('manager-invitations'));
      },
    });
  }
}
