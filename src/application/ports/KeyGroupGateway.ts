import type { Either } from 'fp-ts/Either';
import type { LockGroup } from '../../domain/locks/lock';
import type { OrganizationId } from '../../domain/shared/ids';
import type { PortError } from './PortError';

/**
 * The key-group calls the lock screens need: GET /v1/console/groups/search and
 * POST /v1/console/group_locks/attach, DELETE /v1/console/group_locks/detach.
 */
export interface KeyGroupGateway {
  search(organizationId: OrganizationId, name?: string): Promise<Either<PortError, ReadonlyArray<LockGroup>>>;
  attachLocks(groupIds: ReadonlyArray<number>, lockIds: ReadonlyArray<number>): Promise<Either<PortError, void>>;
  detachLocks(groupIds: ReadonlyArray<number>, lockIds: ReadonlyArray<number>): Promise<Either<PortError, void>>;
}
export const KeyGroupGateway = Symbol.for('KeyGroupGateway');
