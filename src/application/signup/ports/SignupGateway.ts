import type { Either } from 'fp-ts/Either';
import type { SignupRequest } from '../../../domain/signup/application';
import type { ReservableDates } from '../../../domain/signup/installation';
import type { PortError } from '../../ports/PortError';

/**
 * The sign-up calls (account-billing-signup §7). Every one is public: a 401 never means an expired session.
 * "Applications stopped" is the server answering GET /v1/plans with 503 (Unavailable, status 503).
 */
export interface SignupGateway {
  /** POST /v1/provisional_registration: a mail with the link of the wizard goes to the address. */
  requestProvisionalRegistration(email: string): Promise<Either<PortError, void>>;
  /** GET /v1/plans: the consumption tax rate as a fraction (0.1). */
  taxRate(): Promise<Either<PortError, number>>;
  /** GET /v1/console/constructions/reservables. */
  reservableDates(): Promise<Either<PortError, ReservableDates>>;
  /**
   * POST /v1/organizations/: the inquiry number (human_code) of the application. The mail link's token
   * travels here, as email_token (the only place the spec gives it): no call checks it before.
   */
  signup(request: SignupRequest): Promise<Either<PortError, string>>;
}
export const SignupGateway = Symbol.for('SignupGateway');
