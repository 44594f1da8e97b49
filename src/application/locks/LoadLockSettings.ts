import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Lock, LockGroup } from '../../domain/locks/lock';
import { KeyGroupGateway } from '../ports/KeyGroupGateway';
import { LockGateway } from '../ports/LockGateway';
import type { PortError } from '../ports/PortError';
import { CurrentOrganization } from '../session/CurrentOrganization';

export interface LockSettings {
  readonly lock: Lock;
  /** Key groups the manager can tick: the organization's groups without the whole group. */
  readonly groups: ReadonlyArray<LockGroup>;
  readonly memberOf: ReadonlyArray<number>;
}

/** The lock and the organization's key groups, for the settings screen. */
@injectable()
export class LoadLockSettings {
  constructor(
    @inject(LockGateway) private readonly locks: LockGateway,
    @inject(KeyGroupGateway) private readonly groups: KeyGroupGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(lockId: number): Promise<E.Either<PortError, LockSettings>> {
    const organizationId = this.organization.id();
    if (E.isLeft(organizationId)) return organizationId;
    const [lock, groups] = await Promise.all([this.locks.get(lockId), this.groups.search(organizationId.right)]);
    if (E.isLeft(lock)) return lock;
    if (E.isLeft(groups)) return groups;
    const visible = groups.right.filter((g) => !g.whole);
    const visibleIds = new Set(visible.map((g) => g.id));
    return E.right({ lock: lock.right, groups: visible, memberOf: lock.right.groups.map((g) => g.id).filter((id) => visibleIds.has(id)) });
  }
}
