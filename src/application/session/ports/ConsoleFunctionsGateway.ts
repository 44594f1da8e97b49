import type { Either } from 'fp-ts/Either';
import type { OrganizationId } from '../../../domain/shared/ids';
import type { PlanFunctions } from '../../../domain/shared/plan';
import type { PortError } from '../../ports/PortError';

/** GET /console_functions/?organization_id= */
export interface ConsoleFunctionsGateway {
  fetch(organizationId: OrganizationId): Promise<Either<PortError, PlanFunctions>>;
}
export const ConsoleFunctionsGateway = Symbol.for('ConsoleFunctionsGateway');
