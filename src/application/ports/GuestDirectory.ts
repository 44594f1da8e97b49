import type { Either } from 'fp-ts/Either';
import type { OrganizationId } from '../../domain/shared/ids';
import type { PortError } from './PortError';

export interface GuestName {
  readonly id: number;
  readonly name: string;
}

/** GET /v1/console/guests/all: every guest of the organization, for pickers (the by-user timecard). */
export interface GuestDirectory {
  all(organizationId: OrganizationId): Promise<Either<PortError, ReadonlyArray<GuestName>>>;
}
export const GuestDirectory = Symbol.for('GuestDirectory');
