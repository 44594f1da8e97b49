import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { NewsFeed, type NewsItem } from '../../application/ports/NewsFeed';
import { Login } from '../../application/session/Login';
import { safeRedirectTarget } from '../../domain/session/session';
import { isPublicPath } from '../shell/routeTable';


export interface LoginState {
  readonly status: 'idle' | 'submitting' | 'failed' | 'signed-in';
  readonly message?: string;
  readonly destination?: string;
  readonly news: NewsItem | null;
}

@injectable()
export class LoginPresenter {
  private readonly state = new BehaviorSubject<LoginState>({ status: 'idle', news: null });
  readonly state$ = this.state.asObservable();
  get snapshot(): LoginState {
    return this.state.value;
  }

  constructor(
    @inject(Login) private readonly login: Login,
    @inject(NewsFeed) private readonly news: NewsFeed,
  ) {}

  async loadNews(): Promise<void> {
    const latest = await this.news.latest();
    // the banner is a nicety: a feed that fails simply shows no banner
    if (E.isRight(latest)) this.state.next({ ...this.state.value, news: latest.right });
  }

  /** Signs in; the form keeps its values on failure because nothing here resets it. */
  async submitLogin(form: { email: string; password: string }, requestedPath: string | null): Promise<void> {
    if (this.state.value.status === 'submitting') return;
    this.state.next({ ...this.state.value, status: 'submitting' });
    const result = await this.login.execute(form);
    if (E.isLeft(result)) {
      this.state.next({ ...this.state.value, status: 'failed', message: result.left });
      return;
    }
    const requested = safeRedirectTarget(requestedPath);
    // a public page asked for before login (an invitation to join) needs no organization: it wins over /empty
    const destination = result.right.destination === 'empty-organization' && !isPublicPath(requested) ? '/empty' : requested;
    this.state.next({ ...this.state.value, status: 'signed-in', destination });
  }
}
