import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ManagerInvitationGateway } from '../../../application/account/ports/ManagerInvitationGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Invitation, InvitationRegistrationForm } from '../../../domain/account/invitation';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { InvitationResponseCodec, toInvitation } from './codecs';

const tokenPath = (id: string): string => encodeURIComponent(id);

@injectable()
export class HttpManagerInvitationGateway implements ManagerInvitationGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async load(token: string): Promise<E.Either<PortError, Invitation>> {
    const loaded = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: `/v1/manager_invitations/${tokenPath(token)}`,
      required: { token },
      codec: InvitationResponseCodec,
      unauthorizedIsExpected: true,
    });
    return E.map(toInvitation)(loaded);
  }

  register(token: string, form: InvitationRegistrationForm): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: `/v1/manager_invitations/${tokenPath(token)}/register`,
      body: { name: form.name, password: form.password },
      required: { token },
      unauthorizedIsExpected: true,
    });
  }

  /** The spec shows no accept body: success is the status, whatever (or nothing) comes with it. */
  accept(id: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: `/v1/console/manager_invitations/${tokenPath(id)}/accept`,
      required: { id },
    });
  }
}
