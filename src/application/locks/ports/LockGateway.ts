import type { Either } from 'fp-ts/Either';
import type { Lock } from '../../../domain/locks/lock';
import type { LockSortParams } from '../../../domain/locks/sort';
import type { OrganizationId } from '../../../domain/shared/ids';
import type { PageAnswer } from '../../../domain/shared/paging';
import type { PortError } from '../../ports/PortError';

export interface LockListRequest {
  readonly organizationId: OrganizationId;
  readonly page: number;
  readonly lockName: string;
  readonly sort: LockSortParams | null;
  readonly groupId?: number;
}

/** GET /v1/console/locks, GET /v1/console/locks/{id}, PATCH /v1/console/locks/{id}/lock_setting. */
export interface LockGateway {
  /** One page of locks as the server pages them; the spec's answer has no total (null unless a server sends one). */
  list(request: LockListRequest): Promise<Either<PortError, PageAnswer<Lock>>>;
  get(lockId: number): Promise<Either<PortError, Lock>>;
  updateSetting(
    lockId: number,
    setting: { readonly lockName: string; readonly onUpside: boolean },
  ): Promise<Either<PortError, void>>;
}
export const LockGateway = Symbol.for('LockGateway');
