import { inject, injectable } from 'inversify';
import { SaveAccountInfo } from '../../application/account/SaveAccountInfo';
import { AuthStore } from '../../application/ports/AuthStore';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import type { Me } from '../../domain/session/session';
import { notifyError, notifySuccess } from '../shell/notify';
import { Submission } from '../shared/submission';

/** The account-info screen: the signed-in manager (refreshed by the guard) and the name save. */
@injectable()
export class AccountInfoPresenter {
  private readonly submission = new Submission<Me>();
  readonly state$ = this.submission.state$;
  get snapshot() {
    return this.submission.snapshot;
  }

  constructor(
    @inject(SaveAccountInfo) private readonly save: SaveAccountInfo,
    @inject(AuthStore) private readonly store: AuthStore,
  ) {}

  /** The guard refreshed the record on entering, so it is the server's current profile. */
  me(): Me | null {
    return this.store.load()?.me ?? null;
  }

  async submitName(form: { readonly name: string }): Promise<boolean> {
    const state = await this.submission.run(() => this.save.execute(form));
    if (state.status === 'done') notifySuccess(ACCOUNT_MESSAGES.accountSaved);
    if (state.status === 'failed') notifyError(state.message);
    return state.status === 'done';
  }
}
