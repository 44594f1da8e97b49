import type * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeyGroupGateway } from '../../../application/locks/ports/KeyGroupGateway';
import type { PortError } from '../../../application/ports/PortError';
import { HttpClient, HttpClientToken } from '../HttpClient';

@injectable()
export class HttpKeyGroupGateway implements KeyGroupGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  attachLocks(groupIds: ReadonlyArray<number>, lockIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: '/v1/console/group_locks/attach',
      body: { group_ids: groupIds, lock_ids: lockIds },
    });
  }

  detachLocks(groupIds: ReadonlyArray<number>, lockIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'DELETE',
      api: 'v1',
      path: '/v1/console/group_locks/detach',
      body: { group_ids: groupIds, lock_ids: lockIds },
    });
  }
}
