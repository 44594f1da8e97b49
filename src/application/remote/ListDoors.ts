import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { FIRST_LOCK_QUERY } from '../../domain/locks/listing';
import { doorRowsOf, type DoorRow } from '../../domain/remote/doorStates';
import { ListLocks } from '../locks/ListLocks';
import type { Outcome } from '../shared/AppError';
import { allPagesOf, type CallPool } from '../shared/CallPool';

/**
 * Every lock of the organization as a door to read: all pages of GET /v1/console/locks through the screen's
 * pool, in the lock list's own order (the server's, as the lock list shows it unsorted); locks with a hub wait
 * for their read, the others cannot be read.
 */
@injectable()
export class ListDoors {
  constructor(@inject(ListLocks) private readonly listLocks: ListLocks) {}

  async execute(pool: CallPool): Promise<Outcome<ReadonlyArray<DoorRow>>> {
    const locks = await allPagesOf(pool, (page) => this.listLocks.execute({ ...FIRST_LOCK_QUERY, page }));
    return E.map(doorRowsOf)(locks);
  }
}
