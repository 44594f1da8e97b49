import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PlanFunctions } from '../../domain/shared/plan';
import { ConsoleFunctionsGateway } from '../ports/ConsoleFunctionsGateway';
import type { PortError } from '../ports/PortError';
import { CurrentOrganization } from './CurrentOrganization';

/** The plan functions of the current organization, for every plan gate of the console. */
@injectable()
export class LoadPlanFunctions {
  constructor(
    @inject(ConsoleFunctionsGateway) private readonly functions: ConsoleFunctionsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  async execute(): Promise<E.Either<PortError, PlanFunctions>> {
    const id = this.organization.id();
    return E.isLeft(id) ? id : this.functions.fetch(id.right);
  }
}
