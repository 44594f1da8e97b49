import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateInvitationRegistration, type InvitationId, type InvitationRegistrationForm } from '../../domain/account/invitation';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import { ManagerInvitationGateway } from '../ports/ManagerInvitationGateway';

/** Invitation case 1: creates the invited manager; joining happens after the first login. */
@injectable()
export class RegisterInvitedManager {
  constructor(@inject(ManagerInvitationGateway) private readonly invitations: ManagerInvitationGateway) {}

  async execute(id: InvitationId, form: InvitationRegistrationForm): Promise<E.Either<string, void>> {
    const errors = validateInvitationRegistration(form);
    const invalid = errors.name ?? errors.password;
    if (invalid !== undefined) return E.left(invalid);
    const registered = await this.invitations.register(id, { name: form.name.trim(), password: form.password });
    return E.isLeft(registered) ? E.left(ACCOUNT_MESSAGES.registrationFailed) : E.right(undefined);
  }
}
