import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { InvitationSearch, InvitationsGateway } from '../../../application/ports/InvitationsGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { PendingInvitation } from '../../../domain/managers/invitation';
import type { Page } from '../../../domain/shared/paging';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { InvitationListCodec, toPendingInvitation } from './codecs';

const idPath = (id: string): string => encodeURIComponent(id);

@injectable()
export class HttpInvitationsGateway implements InvitationsGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async list(query: InvitationSearch): Promise<E.Either<PortError, Page<PendingInvitation>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v1',
      path: '/v1/console/manager_invitations',
      query: { organization_id: query.organizationId, page: query.page, per_page: query.perPage },
      required: { organizationId: query.organizationId },
      codec: InvitationListCodec,
    });
    return E.map((wire: typeof InvitationListCodec._A) => ({
      items: wire.manager_invitations.map(toPendingInvitation),
      total: wire.total ?? wire.manager_invitations.length,
      page: query.page,
      perPage: query.perPage,
    }))(result);
  }

  /** The answer is not read: the list is fetched again. */
  invite(organizationId: number, email: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v1',
      path: '/v1/console/manager_invitations',
      body: { organization_id: organizationId, email },
      required: { organizationId, email },
    });
  }

  resend(id: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'POST',
      api: 'v2',
      path: `/manager_invitations/${idPath(id)}/resend`,
      required: { id },
    });
  }

  remove(id: string): Promise<E.Either<PortError, void>> {
    return this.http.ignoreBody({
      method: 'DELETE',
      api: 'v2',
      path: `/manager_invitations/${idPath(id)}`,
      required: { id },
    });
  }
}
