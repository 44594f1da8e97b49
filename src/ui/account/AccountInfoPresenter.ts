import { inject, injectable } from 'inversify';
import { SaveAccountInfo } from '../../application/account/SaveAccountInfo';
import { LoadSignedInManager } from '../../application/session/LoadSignedInManager';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import type { Me } from '../../domain/session/session';
import { FormPresenter } from '../shared/Presenter';

/** The account-info screen: the signed-in manager (refreshed by the guard) and the name save. */
@injectable()
export class AccountInfoPresenter extends FormPresenter<Me> {
  constructor(
    @inject(SaveAccountInfo) private readonly save: SaveAccountInfo,
    @inject(LoadSignedInManager) private readonly signedInManager: LoadSignedInManager,
  ) {
    super();
  }

  /** The guard refreshed the record on entering, so it is the server's current profile. */
  me(): Me | null {
    return this.signedInManager.execute();
  }

  /** On success the route data is read again, so the header shows the new name. */
  submitName(form: { readonly name: string }) {
    return this.submission.submit(() => this.save.execute(form), {
      done: () => {
        this.effects.success(ACCOUNT_MESSAGES.accountSaved);
        this.effects.refreshRoute();
      },
      failed: (error) => this.effects.failure(error),
    });
  }
}
