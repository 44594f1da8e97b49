import type * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { LinkingGateway } from '../../../application/linking/ports/LinkingGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { CodeKind, LinkRequest } from '../../../domain/linking/connection';
import { HttpClient, HttpClientToken } from '../HttpClient';

const CODE_PATHS: Readonly<Record<CodeKind, string>> = {
  connection: '/v1/account_connection/connection_code',
  disconnection: '/v1/account_connection/disconnection_code',
};

/** Every linking call is public: a 401 is the server refusing the credentials, not an expired session. */
@injectable()
export class HttpLinkingGateway implements LinkingGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  requestCode(kind: CodeKind, email: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: CODE_PATHS[kind],
      body: { email },
      required: { email },
      unauthorizedIsExpected: true,
    });
  }

  link(request: LinkRequest): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v2',
      path: '/guests/qrio_account_connection',
      body: { email: request.email, password: request.password, secret: request.secret },
      required: { secret: request.secret },
      unauthorizedIsExpected: true,
    });
  }

  unlink(secret: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'DELETE',
      api: 'v1',
      path: '/v1/account_connection/connection',
      body: { secret },
      required: { secret },
      unauthorizedIsExpected: true,
    });
  }
}
