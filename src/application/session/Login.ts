import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { SESSION_MESSAGES } from '../../domain/session/messages';
import { chooseCurrentOrganization } from '../../domain/session/session';
import { MESSAGES } from '../../domain/shared/messages';
import { AuthStore } from '../ports/AuthStore';
import { SessionGateway } from './ports/SessionGateway';
import { RefreshAhead } from './RefreshAhead';
import { fromPort, type Outcome } from '../shared/AppError';

export type LoginOutcome = { readonly destination: 'requested' | 'empty-organization' };

@injectable()
export class Login {
  constructor(
    @inject(SessionGateway) private readonly sessions: SessionGateway,
    @inject(AuthStore) private readonly store: AuthStore,
    @inject(RefreshAhead) private readonly refreshAhead: RefreshAhead,
  ) {}

  /** Creates a session, loads who the manager is and where, and stores the auth record. */
  async execute(input: { email: string; password: string }): Promise<Outcome<LoginOutcome>> {
    const created = await this.sessions.login(input.email.trim(), input.password);
    if (E.isLeft(created)) {
      const refused = SESSION_MESSAGES.loginFailed;
      return E.left(
        fromPort(created.left, MESSAGES.processingFailed, {
          messages: { Unauthorized: refused, Invalid: refused, NotFound: refused },
        }),
      );
    }
    const token = created.right.token;
    // the guard's refresh on entering the page asked for needs only the token: it goes out now, beside this read
    this.refreshAhead.ask(token);
    const loaded = await this.sessions.fetchMe(token);
    if (E.isLeft(loaded)) return E.left(fromPort(loaded.left, MESSAGES.processingFailed));
    const { me, organizations } = loaded.right;
    const currentOrganization = chooseCurrentOrganization(organizations, null);
    this.store.save({ token, me, currentOrganization, organizations });
    return E.right({ destination: organizations.length === 0 ? 'empty-organization' : 'requested' });
  }
}
