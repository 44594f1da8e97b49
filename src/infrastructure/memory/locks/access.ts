import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { AccountRecord } from '../world/platformRecords';
import type { World } from '../world/World';
import type { LockRecord } from './records';

/** A lock of one of the account's organizations; anyone else's lock does not exist for them. */
export const lockOf = (world: World, account: AccountRecord, lockId: number): E.Either<PortError, LockRecord> => {
  const lock = world.read((s) => s.locks.find((l) => l.id === lockId));
  return lock && account.organizationIds.includes(lock.organizationId)
    ? E.right(lock)
    : E.left(PortErrors.notFound('lock not found'));
};
