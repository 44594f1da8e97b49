import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PortError } from '../../../application/ports/PortError';
import type { SignupGateway } from '../../../application/signup/ports/SignupGateway';
import type { SignupRequest } from '../../../domain/signup/application';
import type { ReservableDates } from '../../../domain/signup/installation';
import { HttpClient, HttpClientToken } from '../HttpClient';
import {
  PlansCodec,
  ReservablesCodec,
  SignupResponseCodec,
  taxRateOf,
  toReservableDates,
  toSignupPayload,
} from './codecs';

/** Every sign-up call is public: a 401 is the server refusing, not an expired console session. */
const PUBLIC = { unauthorizedIsExpected: true } as const;

@injectable()
export class HttpSignupGateway implements SignupGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  requestProvisionalRegistration(email: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: '/v1/provisional_registration',
      body: { email },
      required: { email },
      ...PUBLIC,
    });
  }

  /** A 503 here is the "applications stopped" signal (Unavailable with status 503). */
  async taxRate(): Promise<E.Either<PortError, number>> {
    return E.map(taxRateOf)(
      await this.http.json({ method: 'GET', api: 'v1', path: '/v1/plans', codec: PlansCodec, ...PUBLIC }),
    );
  }

  async reservableDates(): Promise<E.Either<PortError, ReservableDates>> {
    return E.map(toReservableDates)(
      await this.http.json({
        method: 'GET',
        api: 'v1',
        path: '/v1/console/constructions/reservables',
        codec: ReservablesCodec,
        ...PUBLIC,
      }),
    );
  }

  /** The mail link's token travels here only, as email_token (no spec call checks it before). */
  async signup(request: SignupRequest): Promise<E.Either<PortError, string>> {
    const result = await this.http.json({
      method: 'POST',
      api: 'v1',
      path: '/v1/organizations/',
      body: toSignupPayload(request),
      codec: SignupResponseCodec,
      required: { email_token: request.emailToken },
      ...PUBLIC,
    });
    return E.map((w: { data: { human_code: string } }) => w.data.human_code)(result);
  }
}
