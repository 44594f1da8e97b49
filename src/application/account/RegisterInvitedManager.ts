import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  validateInvitationRegistration,
  type InvitationId,
  type InvitationRegistrationForm,
} from '../../domain/account/invitation';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import { ManagerInvitationGateway } from './ports/ManagerInvitationGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';

/** Invitation case 1: creates the invited manager; joining happens after the first login. */
@injectable()
export class RegisterInvitedManager {
  constructor(@inject(ManagerInvitationGateway) private readonly invitations: ManagerInvitationGateway) {}

  async execute(id: InvitationId, form: InvitationRegistrationForm): Promise<Outcome<void>> {
    const errors = validateInvitationRegistration(form);
    if (errors.name !== undefined || errors.password !== undefined) return E.left(AppErrors.invalidFields(errors));
    const registered = await this.invitations.register(id, { name: form.name.trim(), password: form.password });
    return fromPortResult(registered, ACCOUNT_MESSAGES.registrationFailed, { plain: true });
  }
}
