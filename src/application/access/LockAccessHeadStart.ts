import { inject, injectable } from 'inversify';
import type { Lock } from '../../domain/locks/lock';
import type { PageAnswer } from '../../domain/shared/paging';
import { HeadStart, type AddressParams } from '../shared/HeadStart';
import { LockGateway, type LockListRequest } from '../locks/ports/LockGateway';
import { AskedRecord } from './AskedRecord';
import { lockNameQuery } from './RecordOwner';

/**
 * この扉を開けられる人's first two reads, asked for while the guard refreshes the session on entering the view
 * (AskedRecord): GET locks/{id}, then the first page of GET locks filtered by its name. On a phone they had waited for
 * the refresh and the view's first render: about 0.4 s of a 2.3 s first reading (docs/PERFORMANCE.md).
 */
@injectable()
export class LockAccessHeadStart {
  private readonly asked: AskedRecord<Lock, LockListRequest, PageAnswer<Lock>>;

  constructor(@inject(HeadStart) headStart: HeadStart, @inject(LockGateway) locks: LockGateway) {
    this.asked = new AskedRecord(
      headStart,
      'access-lock',
      (id) => locks.get(id),
      (request) => locks.list(request),
    );
  }

  start(params: AddressParams): void {
    this.asked.start(params.id, (lock, organizationId) => lockNameQuery(lock, organizationId, 1));
  }

  lock(lockId: number) {
    return this.asked.record(lockId);
  }

  list(lockId: number, request: LockListRequest) {
    return this.asked.page(lockId, request);
  }
}
