import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { isOwnRecord } from '../../domain/managers/manager';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import type { ManagerId } from '../../domain/shared/ids';
import { AuthStore } from '../ports/AuthStore';
import { ManagersGateway } from './ports/ManagersGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { Logout } from '../session/Logout';
import type { Outcome } from '../shared/AppError';

/** What followed a removal: the signed-in manager removed themselves (another tab or path) and is logged out. */
export interface RemovalResult {
  readonly loggedOut: boolean;
}

/**
 * Removes a manager from the current organization (DELETE …/detach with organization_id).
 * The screen never offers it on the own record, but a stale page can still name the signed-in
 * manager: then logout follows (devices-access §4, manager removal).
 */
@injectable()
export class RemoveManager {
  constructor(
    @inject(ManagersGateway) private readonly managers: ManagersGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(AuthStore) private readonly store: AuthStore,
    @inject(Logout) private readonly logout: Logout,
  ) {}

  async execute(id: ManagerId): Promise<Outcome<RemovalResult>> {
    const removed = await this.organization.call(MANAGER_MESSAGES.removeFailed, (organizationId) =>
      this.managers.detach(id, organizationId),
    );
    if (E.isLeft(removed)) return removed;
    const self = isOwnRecord({ id }, this.store.load()?.me.id ?? null);
    if (self) await this.logout.execute();
    return E.right({ loggedOut: self });
  }
}
