import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { InvitationSearch, InvitationsGateway } from '../../../application/managers/ports/InvitationsGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { PendingInvitation } from '../../../domain/managers/invitation';
import { pageWithoutTotal, type Page } from '../../../domain/shared/paging';
import { MemoryBackend } from '../MemoryBackend';
import * as server from '../invitations/server';

@injectable()
export class InMemoryInvitationsGateway implements InvitationsGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  list(query: InvitationSearch): Promise<E.Either<PortError, Page<PendingInvitation>>> {
    return this.backend.authenticated((account) =>
      // what the wire carries: id and email, no sent date, no total
      E.map((page: Page<PendingInvitation>) =>
        pageWithoutTotal(
          page.items.map((i) => ({ id: i.id, email: i.email, sentAt: null })),
          page.page,
          query.perPage,
        ),
      )(server.listInvitations(this.backend.world, account, { ...query })),
    );
  }

  invite(organizationId: number, email: string): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) =>
      E.map(() => undefined)(server.inviteManager(this.backend.world, account, organizationId, email)),
    );
  }

  resend(id: string): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.resendInvitation(this.backend.world, account, id));
  }

  remove(id: string): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) => server.deleteInvitation(this.backend.world, account, id));
  }
}
