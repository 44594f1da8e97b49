import { inject, injectable } from 'inversify';
import { AuthStore } from '../ports/AuthStore';
import { SessionGateway } from '../ports/SessionGateway';

@injectable()
export class Logout {
  constructor(
    @inject(SessionGateway) private readonly sessions: SessionGateway,
    @inject(AuthStore) private readonly store: AuthStore,
  ) {}

  /**
   * Clears the local session first, then tells the server without waiting for it (its answer changes
   * nothing here; a slow or unreachable server must not keep the session on this computer).
   */
  async execute(): Promise<void> {
    const record = this.store.load();
    this.store.clear();
    if (record) void this.sessions.logout(record.token).catch(() => undefined);
  }
}
