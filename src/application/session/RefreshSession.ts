import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { SESSION_MESSAGES } from '../../domain/session/messages';
import { chooseCurrentOrganization, type AuthRecord } from '../../domain/session/session';
import { MESSAGES } from '../../domain/shared/messages';
import { AuthStore } from '../ports/AuthStore';
import { SessionGateway } from './ports/SessionGateway';
import { RefreshAhead } from './RefreshAhead';

/** What the login guard does on entering a protected route. */
export type GuardOutcome =
  | { readonly kind: 'allowed'; readonly record: AuthRecord }
  | { readonly kind: 'empty-organization' }
  | { readonly kind: 'to-login'; readonly message: string }
  | { readonly kind: 'cancel'; readonly message: string };

/**
 * The login guard's check on entering a protected route. Why not Either<AppError, T>: the guard
 * has four endings, not success or failure (go on, the empty-organization page, back to login,
 * stay where you are), and the router acts on each; a Left would have to be split again by kind.
 * Every ending that shows something carries the spec's Japanese sentence.
 */
@injectable()
export class RefreshSession {
  constructor(
    @inject(SessionGateway) private readonly sessions: SessionGateway,
    @inject(AuthStore) private readonly store: AuthStore,
    @inject(RefreshAhead) private readonly ahead: RefreshAhead,
  ) {}

  async execute(): Promise<GuardOutcome> {
    const stored = this.store.load();
    if (!stored) return { kind: 'to-login', message: MESSAGES.authRequired };
    // right after ログイン the refresh went out with the login's read of the manager (RefreshAhead)
    const loaded = await (this.ahead.take(stored.token) ?? this.sessions.fetchMe(stored.token));
    if (E.isLeft(loaded)) {
      if (loaded.left._tag === 'Unauthorized' || loaded.left._tag === 'NotFound') {
        // the session ended, nobody logged out: this tab's drafts wait for the next sign-in
        this.store.expire();
        return { kind: 'to-login', message: MESSAGES.authFailed };
      }
      // account-billing-signup §8 (Refresh): 401 or 404 end the session, every other failure is this one sentence
      // (a network failure is also announced client-wide, as every call's is)
      return { kind: 'cancel', message: MESSAGES.processingFailed };
    }
    const { me, organizations } = loaded.right;
    if (organizations.length === 0) {
      this.store.save({ ...stored, me, organizations, currentOrganization: null });
      return { kind: 'empty-organization' };
    }
    // an organization record without id is corrupt: nothing can be done in it safely
    if (organizations.some((o) => o.id === null)) {
      this.store.clear();
      return { kind: 'to-login', message: SESSION_MESSAGES.organizationBroken };
    }
    const previousId = stored.currentOrganization?.id;
    const stillMember =
      previousId === undefined || previousId === null || organizations.some((o) => o.id === previousId);
    if (!stillMember) {
      this.store.clear();
      return { kind: 'to-login', message: MESSAGES.removedFromOrganization };
    }
    const currentOrganization = chooseCurrentOrganization(organizations, previousId);
    if (!currentOrganization) return { kind: 'empty-organization' };
    const record: AuthRecord = { token: stored.token, me, organizations, currentOrganization };
    this.store.save(record);
    return { kind: 'allowed', record };
  }
}
