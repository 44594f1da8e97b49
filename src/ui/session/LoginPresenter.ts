import { inject, injectable } from 'inversify';
import type { NewsItem } from '../../application/ports/NewsFeed';
import { LoadLatestNews } from '../../application/session/LoadLatestNews';
import { Login } from '../../application/session/Login';
import { safeRedirectTarget } from '../../domain/session/session';
import { isPublicPath, pathOf } from '../shell/routeTable';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';

/** The page's own state: the news banner. Signing in is the submission (busy, the failure's alert, done). */
export interface LoginState {
  readonly news: NewsItem | null;
}

@injectable()
export class LoginPresenter extends Presenter<LoginState> {
  readonly submission = new Submission<{ readonly destination: 'requested' | 'empty-organization' }>();

  constructor(
    @inject(Login) private readonly login: Login,
    @inject(LoadLatestNews) private readonly latestNews: LoadLatestNews,
  ) {
    super({ news: null });
  }

  override async open(): Promise<void> {
    // the banner is a nicety: a feed that fails simply shows no banner
    const news = await this.latestNews.execute();
    if (news !== null) this.store.set({ news });
  }

  /** Signs in, then goes to the page asked for; the form keeps its values on failure because nothing here resets it. */
  async submitLogin(form: { email: string; password: string }, requestedPath: string | null): Promise<void> {
    await this.submission.submit(() => this.login.execute(form), {
      done: ({ destination }) => {
        const requested = safeRedirectTarget(requestedPath);
        // a public page asked for before login (an invitation to join) needs no organization: it wins over /empty
        const to =
          destination === 'empty-organization' && !isPublicPath(requested) ? pathOf('empty-organization') : requested;
        this.effects.navigate(to, { replace: true });
      },
    });
  }
}
