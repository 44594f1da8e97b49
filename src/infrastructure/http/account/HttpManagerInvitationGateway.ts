import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ManagerInvitationGateway } from '../../../application/ports/ManagerInvitationGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Invitation, InvitationRegistrationForm } from '../../../domain/account/invitation';
import type { OrganizationSummary } from '../../../domain/session/session';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { AcceptedInvitationCodec, InvitationResponseCodec, toInvitation, toJoinedOrganization } from './codecs';

const tokenPath = (id: string): string => encodeURIComponent(id);

@injectable()
export class HttpManagerInvitationGateway implements ManagerInvitationGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async load(id: string): Promise<E.Either<PortError, Invitation>> {
    const loaded = await this.http.json({
      method: 'GET', api: 'v1', path: `/v1/manager_invitations/${tokenPath(id)}`, required: { token: id },
      codec: InvitationResponseCodec, unauthorizedIsExpected: true,
    });
    return E.map(toInvitation)(loaded);
  }

  register(id: string, form: InvitationRegistrationForm): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST', api: 'v1', path: `/v1/manager_invitations/${tokenPath(id)}/register`,
      body: { name: form.name, password: form.password }, required: { token: id }, unauthorizedIsExpected: true,
    });
  }

  async accept(id: string): Promise<E.Either<PortError, OrganizationSummary>> {
    const accepted = await this.http.json({
      method: 'POST', api: 'v1', path: `/v1/console/manager_invitations/${tokenPath(id)}/accept`, required: { id },
      codec: AcceptedInvitationCodec,
    });
    return E.map(toJoinedOrganization)(accepted);
  }
}
