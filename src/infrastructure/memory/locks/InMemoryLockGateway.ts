import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { LockGateway, LockListRequest } from '../../../application/locks/ports/LockGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Lock } from '../../../domain/locks/lock';
import type { PageAnswer } from '../../../domain/shared/paging';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemoryLockGateway implements LockGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  async list(r: LockListRequest): Promise<E.Either<PortError, PageAnswer<Lock>>> {
    const answer = await this.backend.authenticated((account) =>
      server.listLocks(this.backend.world, account, {
        organizationId: r.organizationId,
        page: r.page,
        lockName: r.lockName,
        sortBy: r.sort?.sortBy ?? null,
        sortOrder: r.sort?.sortOrder ?? null,
        groupId: r.groupId ?? null,
      }),
    );
    // what the wire carries: the locks, no total
    return E.map((page: { readonly items: ReadonlyArray<Lock> }) => ({ items: page.items, total: null }))(answer);
  }

  get(lockId: number): Promise<E.Either<PortError, Lock>> {
    return this.backend.authenticated((account) => server.getLock(this.backend.world, account, lockId));
  }

  updateSetting(lockId: number, setting: { lockName: string; onUpside: boolean }): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) =>
      server.updateLockSetting(this.backend.world, account, lockId, setting),
    );
  }
}
