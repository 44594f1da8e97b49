import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { isOwnRecord, type Manager } from '../../domain/managers/manager';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import type { ManagerId } from '../../domain/shared/ids';
import { AuthStore } from '../ports/AuthStore';
import { ManagersGateway } from './ports/ManagersGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';

export interface ManagerDetail {
  readonly manager: Manager;
  /** The signed-in manager's own record: no remove action (devices-access §6). */
  readonly isOwn: boolean;
}

@injectable()
export class LoadManager {
  constructor(
    @inject(ManagersGateway) private readonly managers: ManagersGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(AuthStore) private readonly store: AuthStore,
  ) {}

  async execute(id: ManagerId): Promise<Outcome<ManagerDetail>> {
    // a manager removed meanwhile is said to be gone (the detail screen links back to the list)
    const loaded = await this.organization.call(MANAGER_MESSAGES.loadFailed, () => this.managers.get(id), {
      messages: { NotFound: CONFLICT_MESSAGES.gone('管理者') },
    });
    return E.map((manager: Manager) => ({ manager, isOwn: isOwnRecord(manager, this.store.load()?.me.id ?? null) }))(
      loaded,
    );
  }
}
