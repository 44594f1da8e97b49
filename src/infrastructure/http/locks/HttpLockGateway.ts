import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { LockGateway, LockListRequest } from '../../../application/locks/ports/LockGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Lock } from '../../../domain/locks/lock';
import type { PageAnswer } from '../../../domain/shared/paging';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { LockListWire, LockWire, toLock } from './codecs';

@injectable()
export class HttpLockGateway implements LockGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async list(r: LockListRequest): Promise<E.Either<PortError, PageAnswer<Lock>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: '/v1/console/locks',
      required: { organizationId: r.organizationId },
      query: {
        organization_id: r.organizationId,
        group_id: r.groupId,
        page: r.page,
        lock_name: r.lockName,
        sort_by: r.sort?.sortBy,
        sort_order: r.sort?.sortOrder,
      },
      codec: LockListWire,
    });
    // the spec's answer is {locks}: a total is read only when a server sends one
    return E.map((wire: typeof LockListWire._A): PageAnswer<Lock> => ({
      items: wire.locks.map(toLock),
      total: wire.total ?? null,
    }))(result);
  }

  async get(lockId: number): Promise<E.Either<PortError, Lock>> {
    return E.map(toLock)(
      await this.http.json({ method: 'GET', api: 'v1', path: `/v1/console/locks/${lockId}`, codec: LockWire }),
    );
  }

  updateSetting(lockId: number, setting: { lockName: string; onUpside: boolean }): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'PATCH',
      api: 'v1',
      path: `/v1/console/locks/${lockId}/lock_setting`,
      body: { lock_name: setting.lockName, on_upside: setting.onUpside },
    });
  }
}
