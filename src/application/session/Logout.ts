import { inject, injectable } from 'inversify';
import { AuthStore } from '../ports/AuthStore';
import { SessionGateway } from './ports/SessionGateway';
import { AccessReadings } from '../shared/AccessReadings';

@injectable()
export class Logout {
  constructor(
    @inject(SessionGateway) private readonly sessions: SessionGateway,
    @inject(AuthStore) private readonly store: AuthStore,
    @inject(AccessReadings) private readonly readings: AccessReadings,
  ) {}

  /**
   * Clears the local session first, then tells the server without waiting for it (its answer changes
   * nothing here; a slow or unreachable server must not keep the session on this computer).
   */
  async execute(): Promise<void> {
    const record = this.store.load();
    this.store.clear();
    // what the access views read is not left for whoever signs in next in this tab
    this.readings.clear();
    if (record) void this.sessions.logout(record.token).catch(() => undefined);
  }
}
