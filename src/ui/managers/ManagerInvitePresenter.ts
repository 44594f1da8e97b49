import { inject, injectable } from 'inversify';
import { InviteManager, type InviteForm } from '../../application/managers/InviteManager';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import { FormPresenter } from '../shared/Presenter';

/** /managers/new/: one form; the failure stays on the page beside the kept input. */
@injectable()
export class ManagerInvitePresenter extends FormPresenter<string> {
  constructor(@inject(InviteManager) private readonly inviteManager: InviteManager) {
    super();
  }

  invite(form: InviteForm) {
    return this.submission.submit(() => this.inviteManager.execute(form), {
      done: () => {
        this.effects.success(MANAGER_MESSAGES.invited);
        this.effects.navigate('/manager-invitations/');
      },
    });
  }
}
