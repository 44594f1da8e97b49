import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { NewsItem } from '../../application/ports/NewsFeed';
import { LoadLatestNews } from '../../application/session/LoadLatestNews';
import { Login } from '../../application/session/Login';
import { safeRedirectTarget } from '../../domain/session/session';
import { isPublicPath, pathOf } from '../shell/routeTable';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

export interface LoginState {
  readonly status: 'idle' | 'submitting' | 'failed' | 'signed-in';
  readonly message?: string;
  readonly destination?: string;
  readonly news: NewsItem | null;
}

@injectable()
export class LoginPresenter extends Presenter<LoginState> {
  readonly submission = new Submission<{ readonly destination: 'requested' | 'empty-organization' }>();

  constructor(
    @inject(Login) private readonly login: Login,
    @inject(LoadLatestNews) private readonly latestNews: LoadLatestNews,
  ) {
    super({ status: 'idle', news: null });
  }

  async loadNews(): Promise<void> {
    // the banner is a nicety: a feed that fails simply shows no banner
    const news = await this.latestNews.execute();
    if (news !== null) this.store.update((s) => ({ ...s, news }));
  }

  /** Signs in; the form keeps its values on failure because nothing here resets it. */
  async submitLogin(form: { email: string; password: string }, requestedPath: string | null): Promise<void> {
    if (this.submission.busy) return;
    this.store.update((s) => ({ ...s, status: 'submitting' }));
    const result = await this.submission.run(() => this.login.execute(form));
    if (result === null) return;
    if (E.isLeft(result)) {
      const message = result.left.message;
      this.store.update((s) => ({ ...s, status: 'failed', message }));
      return;
    }
    const requested = safeRedirectTarget(requestedPath);
    // a public page asked for before login (an invitation to join) needs no organization: it wins over /empty
    const destination =
      result.right.destination === 'empty-organization' && !isPublicPath(requested)
        ? pathOf('empty-organization')
        : requested;
    // the view goes there from the state: the login page keeps the effects hook (and its dialog) out of /login's first
    // load
    this.store.update((s) => ({ ...s, status: 'signed-in', destination }));
  }
}
