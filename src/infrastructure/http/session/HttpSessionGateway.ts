import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PortError } from '../../../application/ports/PortError';
import type { MeAndOrganizations, SessionGateway } from '../../../application/session/ports/SessionGateway';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { MeResponseCodec, SessionCreatedCodec, toMe, toOrganizationSummary } from './codecs';

@injectable()
export class HttpSessionGateway implements SessionGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  login(email: string, password: string): Promise<E.Either<PortError, { readonly token: string }>> {
    return this.http.json({
      method: 'POST',
      api: 'v2',
      path: '/sessions/',
      body: { email, password },
      codec: SessionCreatedCodec,
      unauthorizedIsExpected: true,
    });
  }

  /** Sent after the local session is cleared, so with the token it ended; silent: the manager has already left. */
  logout(token: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'DELETE',
      api: 'v2',
      path: '/sessions/',
      token,
      unauthorizedIsExpected: true,
      silent: true,
    });
  }

  async fetchMe(token?: string): Promise<E.Either<PortError, MeAndOrganizations>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: '/v1/console/managers/me',
      codec: MeResponseCodec,
      ...(token ? { token } : {}),
    });
    return E.map((wire: typeof MeResponseCodec._A) => ({
      me: toMe(wire.me),
      organizations: wire.organizations.map(toOrganizationSummary),
    }))(result);
  }
}
