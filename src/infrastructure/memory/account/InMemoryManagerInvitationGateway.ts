import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { ManagerInvitationGateway } from '../../../application/account/ports/ManagerInvitationGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Invitation, InvitationRegistrationForm } from '../../../domain/account/invitation';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

/** Loading and registering are public: a 401 there would not mean an expired console session. */
const PUBLIC = { unauthorizedIsExpected: true } as const;

@injectable()
export class InMemoryManagerInvitationGateway implements ManagerInvitationGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  load(id: string): Promise<E.Either<PortError, Invitation>> {
    return this.backend.anonymous(
      () => E.map((r: server.InvitationWithManager) => r.invitation)(server.invitation(this.backend.world, id)),
      PUBLIC,
    );
  }

  register(id: string, form: InvitationRegistrationForm): Promise<E.Either<PortError, void>> {
    return this.backend.anonymous(() => server.registerInvited(this.backend.world, id, form), PUBLIC);
  }

  accept(id: string): Promise<E.Either<PortError, void>> {
    return this.backend.authenticated((account) =>
      E.map(() => undefined)(server.acceptInvitation(this.backend.world, account, id)),
    );
  }
}
