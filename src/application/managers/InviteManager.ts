import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { normalizeInviteEmail, type PendingInvitation, validateInviteEmail } from '../../domain/managers/invitation';
import { canInvite, MANAGER_PAGE_SIZE } from '../../domain/managers/manager';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import { ConsoleFunctionsGateway } from '../session/ports/ConsoleFunctionsGateway';
import { InvitationsGateway } from './ports/InvitationsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';
import {
  answerMayBeLost,
  created,
  type Created,
  type CreateLookUp,
  everyItemOf,
  noteExisting,
  settleLostCreate,
} from '../shared/lostAnswer';
import { CREATED_THINGS } from '../../domain/shared/lostAnswer';

export interface InviteForm {
  readonly email: string;
}

/**
 * Invites an address to manage the current organization (POST /v1/console/manager_invitations).
 * The address is trimmed and checked first; with no manager slot left (remainingManagerCount
 * below 1) nothing is sent. 409 is 'already registered', anything else 'an error occurred'.
 */
@injectable()
export class InviteManager {
  constructor(
    @inject(InvitationsGateway) private readonly invitations: InvitationsGateway,
    @inject(ConsoleFunctionsGateway) private readonly functions: ConsoleFunctionsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(form: InviteForm): Promise<Outcome<Created<string>>> {
    const invalid = validateInviteEmail(form.email);
    if (invalid !== undefined) return Promise.resolve(E.left(AppErrors.invalidFields({ email: invalid })));
    const email = normalizeInviteEmail(form.email);
    return this.organization.run(async (organizationId) => {
      // the plan is read again: another manager may have used the last slot since the page loaded
      const plan = await this.functions.fetch(organizationId);
      if (E.isRight(plan) && !canInvite(plan.right))
        return E.left(AppErrors.planLimit(MANAGER_MESSAGES.planLimitReached));
      // a lost answer is settled by the pending invitations: one for this address not listed before the send
      // (one invitation per address: 409 otherwise)
      const lookUp: CreateLookUp<PendingInvitation> = {
        thing: CREATED_THINGS.invitation,
        read: () => everyItemOf((page) => this.invitations.list({ organizationId, page, perPage: MANAGER_PAGE_SIZE })),
        idOf: (invitation) => invitation.id,
        likeness: (invitation) => (invitation.email.toLowerCase() === email.toLowerCase() ? 'same' : 'other'),
      };
      const before = await noteExisting(lookUp);
      const sent = await this.invitations.invite(organizationId, email);
      if (E.isRight(sent)) return E.right(created(email));
      if (answerMayBeLost(sent.left))
        return E.map((found: Created<PendingInvitation>): Created<string> => ({ ...found, value: email }))(
          await settleLostCreate(lookUp, before),
        );
      return E.left(
        fromPort(sent.left, MANAGER_MESSAGES.inviteFailed, {
          messages: { Conflict: MANAGER_MESSAGES.alreadyRegistered, PlanLimit: MANAGER_MESSAGES.planLimitReached },
        }),
      );
    });
  }
}
