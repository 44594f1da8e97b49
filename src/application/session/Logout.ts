import { inject, injectable } from 'inversify';
import { AuthStore } from '../ports/AuthStore';
import { SessionGateway } from '../ports/SessionGateway';

@injectable()
export class Logout {
  constructor(
    @inject(SessionGateway) private readonly sessions: SessionGateway,
    @inject(AuthStore) private readonly store: AuthStore,
  ) {}

  /** Ends the server session when there is one; the local record goes whatever the server says. */
  async execute(): Promise<void> {
    if (this.store.load()) await this.sessions.logout();
    this.store.clear();
  }
}
