import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { LockGateway, LockListRequest } from '../../../application/ports/LockGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Lock } from '../../../domain/locks/lock';
import { LOCK_PAGE_SIZE } from '../../../domain/locks/listing';
import type { Page } from '../../../domain/shared/paging';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { LockListWire, LockWire, toLock } from './codecs';

@injectable()
export class HttpLockGateway implements LockGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async list(r: LockListRequest): Promise<E.Either<PortError, Page<Lock>>> {
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
    return E.map((wire: typeof LockListWire._A): Page<Lock> => {
      const items = wire.locks.map(toLock);
      // without a total, a full page means there may be another one
      const total =
        wire.total ?? (r.page - 1) * LOCK_PAGE_SIZE + items.length + (items.length >= LOCK_PAGE_SIZE ? 1 : 0);
      return { items, total, page: r.page, perPage: LOCK_PAGE_SIZE };
    })(result);
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
