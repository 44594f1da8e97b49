import type * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PortError } from '../../../application/ports/PortError';
import type { SignupGateway } from '../../../application/signup/ports/SignupGateway';
import type { SignupRequest } from '../../../domain/signup/application';
import type { ReservableDates } from '../../../domain/signup/installation';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

/** Public calls: a 401 here would not mean an expired console session. */
const PUBLIC = { unauthorizedIsExpected: true } as const;

@injectable()
export class InMemorySignupGateway implements SignupGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  requestProvisionalRegistration(email: string): Promise<E.Either<PortError, void>> {
    return this.backend.anonymous(() => server.requestProvisionalRegistration(this.backend.world, email), PUBLIC);
  }

  taxRate(): Promise<E.Either<PortError, number>> {
    return this.backend.anonymous(() => server.taxRate(this.backend.world), PUBLIC);
  }

  reservableDates(): Promise<E.Either<PortError, ReservableDates>> {
    return this.backend.anonymous(() => server.reservableDates(this.backend.world), PUBLIC);
  }

  signup(request: SignupRequest): Promise<E.Either<PortError, string>> {
    return this.backend.anonymous(() => server.createOrganization(this.backend.world, request), PUBLIC);
  }
}
