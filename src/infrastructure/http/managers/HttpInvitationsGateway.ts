import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { InvitationSearch, InvitationsGateway } from '../../../application/managers/ports/InvitationsGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { PendingInvitation } from '../../../domain/managers/invitation';
import { pageWithoutTotal, type Page } from '../../../domain/shared/paging';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { invitationPageOf, InvitationListCodec, toPendingInvitation } from './codecs';

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
    return E.map((wire: typeof InvitationListCodec._A): Page<PendingInvitation> => {
      const { invitations, total } = invitationPageOf(wire);
      const items = invitations.map(toPendingInvitation);
      // no total (the spec shows no body): a page shorter than the spec's 100 (devices-access §9) is the last; the
      // all-pages reader never relies on that size
      return total === null
        ? pageWithoutTotal(items, query.page, query.perPage)
        : { items, total, page: query.page, perPage: query.perPage };
    })(result);
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
