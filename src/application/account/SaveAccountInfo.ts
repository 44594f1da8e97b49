import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { renamed, validateAccountInfo } from '../../domain/account/manager';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import type { Me } from '../../domain/session/session';
import { MESSAGES } from '../../domain/shared/messages';
import { AccountGateway } from './ports/AccountGateway';
import { AuthStore } from '../ports/AuthStore';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

/**
 * Saves the signed-in manager's name and keeps the stored auth record in step, so the
 * header shows the new name without another login. Failures are the spec's one sentence.
 */
@injectable()
export class SaveAccountInfo {
  constructor(
    @inject(AccountGateway) private readonly accounts: AccountGateway,
    @inject(AuthStore) private readonly store: AuthStore,
  ) {}

  async execute(input: { readonly name: string }): Promise<Outcome<Me>> {
    const errors = validateAccountInfo(input);
    if (errors.name !== undefined) return E.left(AppErrors.invalidFields(errors));
    const record = this.store.load();
    if (!record) return E.left(AppErrors.unauthorized(MESSAGES.authRequired));
    const saved = await this.accounts.rename(record.me.id, input.name.trim());
    if (E.isLeft(saved)) return E.left(fromPort(saved.left, ACCOUNT_MESSAGES.accountSaveFailed, { plain: true }));
    // no body: the name sent is the name saved
    const me = saved.right ?? renamed(record.me, input.name.trim());
    // the record may have changed while the call was out (another tab): only the name is ours
    const latest = this.store.load();
    if (latest && latest.me.id === me.id) this.store.save({ ...latest, me: renamed(latest.me, me.name) });
    return E.right(me);
  }
}
