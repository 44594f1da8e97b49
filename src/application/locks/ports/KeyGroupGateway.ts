import type { Either } from 'fp-ts/Either';
import type { PortError } from '../../ports/PortError';

/**
 * The group_locks calls the lock screens need: POST /v1/console/group_locks/attach and
 * DELETE /v1/console/group_locks/detach. The groups themselves come from GroupsGateway.search,
 * the one port of GET /v1/console/groups/search.
 */
export interface KeyGroupGateway {
  attachLocks(groupIds: ReadonlyArray<number>, lockIds: ReadonlyArray<number>): Promise<Either<PortError, void>>;
  detachLocks(groupIds: ReadonlyArray<number>, lockIds: ReadonlyArray<number>): Promise<Either<PortError, void>>;
}
export const KeyGroupGateway = Symbol.for('KeyGroupGateway');
