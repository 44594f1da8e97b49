import type * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ConsoleFunctionsGateway } from '../../../application/session/ports/ConsoleFunctionsGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { PlanFunctions } from '../../../domain/shared/plan';
import { MemoryBackend } from '../MemoryBackend';
import * as server from '../platform/server';

@injectable()
export class InMemoryConsoleFunctionsGateway implements ConsoleFunctionsGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  fetch(organizationId: number): Promise<E.Either<PortError, PlanFunctions>> {
    return this.backend.authenticated((account) =>
      server.consoleFunctions(this.backend.world, account, organizationId),
    );
  }
}
