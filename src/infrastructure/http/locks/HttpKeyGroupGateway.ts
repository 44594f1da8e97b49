import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { KeyGroupGateway } from '../../../application/ports/KeyGroupGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { LockGroup } from '../../../domain/locks/lock';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { GroupSearchWire, toLockGroup } from './codecs';

@injectable()
export class HttpKeyGroupGateway implements KeyGroupGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async search(organizationId: number, name = ''): Promise<E.Either<PortError, ReadonlyArray<LockGroup>>> {
    const result = await this.http.json({
      method: 'GET', api: 'v1', path: '/v1/console/groups/search', query: { organization_id: organizationId, name }, required: { organizationId }, codec: GroupSearchWire,
    });
    return E.map((wire: typeof GroupSearchWire._A) => wire.groups.map(toLockGroup))(result);
  }

  attachLocks(groupIds: ReadonlyArray<number>, lockIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({ method: 'POST', api: 'v1', path: '/v1/console/group_locks/attach', body: { group_ids: groupIds, lock_ids: lockIds } });
  }

  detachLocks(groupIds: ReadonlyArray<number>, lockIds: ReadonlyArray<number>): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({ method: 'DELETE', api: 'v1', path: '/v1/console/group_locks/detach', body: { group_ids: groupIds, lock_ids: lockIds } });
  }
}
