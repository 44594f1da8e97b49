import type { Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { Clock } from '../ports/Clock';
import type { PortError } from '../ports/PortError';
import { SessionGateway, type MeAndOrganizations } from './ports/SessionGateway';

type MeAnswer = Promise<Either<PortError, MeAndOrganizations>>;

/**
 * How long the refresh asked for at ログイン waits for the guard: the navigation after ログイン takes it within tens of
 * milliseconds, or a few hundred on a phone; an older answer is not handed out (the guard calls the server).
 */
export const REFRESH_AHEAD_TAKE_WITHIN_MS = 3_000;

/**
 * The login guard's refresh of the session (account-billing-signup §4: on entering a protected route the auth is
 * refreshed), asked for as soon as what it needs is known: at ログイン, the session's token. The refresh needs
 * nothing else, so it goes out beside the login's own read of the manager instead of after it and the router's
 * navigation (a round trip less before the lock list). It stays its own call to the server: the guard's check is made
 * on its answer (RefreshSession), never on the login's.
 *
 * Our choice, as HeadStart's: the answer is handed once, to the first refresh of the same token within
 * REFRESH_AHEAD_TAKE_WITHIN_MS of the asking; a later refresh, or one of another session, calls the server.
 */
// one for the page (singleton): the login and the guard meet in it
@injectable('Singleton')
export class RefreshAhead {
  private asked: { readonly token: string; readonly answer: MeAnswer; readonly at: number } | null = null;

  constructor(
    @inject(SessionGateway) private readonly sessions: SessionGateway,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** Asks for the refresh of the session this token opened; what an earlier asking left untaken is dropped. */
  ask(token: string): void {
    const answer = this.sessions.fetchMe(token);
    // an answer nobody takes must not surface as an unhandled rejection
    answer.catch(() => undefined);
    this.asked = { token, answer, at: this.clock.now().getTime() };
  }

  /** The refresh asked for this token, once; null: the guard calls the server. */
  take(token: string): MeAnswer | null {
    const asked = this.asked;
    this.asked = null;
    if (!asked || asked.token !== token || this.clock.now().getTime() - asked.at > REFRESH_AHEAD_TAKE_WITHIN_MS)
      return null;
    return asked.answer;
  }
}
