import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Lock, LockGroup } from '../../domain/locks/lock';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { GroupsGateway } from '../groups/ports/GroupsGateway';
import { LockGateway } from './ports/LockGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPort, type Outcome } from '../shared/AppError';

export interface LockSettings {
  readonly lock: Lock;
  /** Key groups the manager can tick: the organization's groups without the whole group. */
  readonly groups: ReadonlyArray<LockGroup>;
  readonly memberOf: ReadonlyArray<number>;
}

/** The lock (NotFound: possibly deleted) and the organization's key groups, for the settings screen. */
@injectable()
export class LoadLockSettings {
  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(GroupsGateway) private readonly groups: GroupsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(lockId: number): Promise<Outcome<LockSettings>> {
    return this.organization.run(async (organizationId) => {
      const [lock, groups] = await Promise.all([this.locks.get(lockId), this.groups.search(organizationId, '')]);
      const failed = { messages: { NotFound: LOCK_MESSAGES.lockNotFound } };
      if (E.isLeft(lock)) return E.left(fromPort(lock.left, LOCK_MESSAGES.loadFailed, failed));
      if (E.isLeft(groups)) return E.left(fromPort(groups.left, LOCK_MESSAGES.loadFailed));
      const visible = groups.right
        .filter((g) => !g.whole)
        .map((g): LockGroup => ({ id: g.id, name: g.name, whole: g.whole }));
      const visibleIds = new Set(visible.map((g) => g.id));
      return E.right({
        lock: lock.right,
        groups: visible,
        memberOf: lock.right.groups.map((g) => g.id).filter((id) => visibleIds.has(id)),
      });
    });
  }
}
