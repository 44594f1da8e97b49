import { inject, injectable } from 'inversify';
import type { PlanFunctions } from '../../domain/shared/plan';
import { ConsoleFunctionsGateway } from './ports/ConsoleFunctionsGateway';
import type { Outcome } from '../shared/AppError';
import { MESSAGES } from '../../domain/shared/messages';
import { CurrentOrganization } from './CurrentOrganization';

/** The plan functions of the current organization, for every plan gate of the console. */
@injectable()
export class LoadPlanFunctions {
  constructor(
    @inject(ConsoleFunctionsGateway) private readonly functions: ConsoleFunctionsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(): Promise<Outcome<PlanFunctions>> {
    return this.organization.call(MESSAGES.fetchFailed, (id) => this.functions.fetch(id));
  }
}
