import { inject, injectable } from 'inversify';
import { Logout } from '../../application/session/Logout';
import { Presenter } from '../shared/Presenter';

export type LogoutState = { readonly status: 'signing-out' } | { readonly status: 'signed-out' };

/** /logout: the session ends (server and this tab), then the page says so. */
@injectable()
export class LogoutPresenter extends Presenter<LogoutState> {
  constructor(@inject(Logout) private readonly logout: Logout) {
    super({ status: 'signing-out' });
  }

  override async open(): Promise<void> {
    await this.logout.execute();
    this.store.set({ status: 'signed-out' });
  }
}
