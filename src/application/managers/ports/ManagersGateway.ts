import type { Either } from 'fp-ts/Either';
import type { Manager } from '../../../domain/managers/manager';
import type { ManagerId, OrganizationId } from '../../../domain/shared/ids';
import type { Page } from '../../../domain/shared/paging';
import type { PortError } from '../../ports/PortError';

export interface ManagerSearch {
  readonly organizationId: OrganizationId;
  readonly name: string;
  readonly page: number;
  readonly perPage: number;
}

/** The manager calls of devices-access §7 (Managers and invitations). */
export interface ManagersGateway {
  /** GET /v1/console/managers/search */
  search(query: ManagerSearch): Promise<Either<PortError, Page<Manager>>>;
  /** GET /v1/console/managers/{id} */
  get(id: ManagerId): Promise<Either<PortError, Manager>>;
  /** DELETE /v1/console/managers/{id}/detach?organization_id= */
  detach(id: ManagerId, organizationId: OrganizationId): Promise<Either<PortError, void>>;
}
export const ManagersGateway = Symbol.for('ManagersGateway');
